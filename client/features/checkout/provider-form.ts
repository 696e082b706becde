import type { PlacedOrder, ProviderForm } from '../../../contract/dto/commerce'

/** The provider's form (checked by the edge) built and submitted: the browser leaves for the payment page. */
export function submitProviderForm(provider: ProviderForm): void {
  const form = document.createElement('form')
  form.method = provider.method
  form.action = provider.action
  form.hidden = true
  for (const field of provider.fields) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = field.name
    input.value = field.value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}

/** Pay now's hand-off: to the provider's form or the wallet's approval page; false when there is nowhere to go. */
export function leaveForPayment(placed: PlacedOrder): boolean {
  if (!('next' in placed)) return false
  if (placed.next === 'form') submitProviderForm(placed.form)
  else if (placed.next === 'wallet') window.location.assign(placed.wallet.approveUrl)
  else return false
  return true
}
