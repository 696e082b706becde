/**
 * Downloads a same-site file through fetch and a blob URL (SPEC §4: a confirmation's file goal
 * "downloads as blob"), so the visitor stays on the page and a failed request can be reported.
 */
export async function downloadAsBlob(href: string): Promise<void> {
  const response = await fetch(href, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`download failed: ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = decodeURIComponent(new URL(href, location.href).pathname.split('/').pop() || 'download')
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
