/**
 * The browser paints a page while its HTML is still arriving. A box that grows away from where
 * it is anchored — the header's actions (pushed to the right) and the cookie notice (fixed to the
 * bottom) — would then move as its last children arrive: a layout shift. Such a box carries the
 * class `whole-once-parsed` and ends with this marker; CSS keeps it invisible until the marker is
 * parsed (client/styles/base.css). Browsers without `:has()` show it at once, as before.
 */
export function ParsedEnd() {
  return <span className="parsed-end" hidden />
}
