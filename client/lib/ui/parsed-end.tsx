/**
 * The browser paints a page while its HTML is still arriving. A box that grows away from where
 * it is anchored would then move as its last children arrive: a layout shift. Such boxes are the
 * header's actions (pushed to the right), the cookie notice (fixed to the bottom) and the shop's
 * sort selects (as wide as their widest option). Each carries the class `whole-once-parsed` and
 * ends with this marker; CSS keeps it invisible until the marker is parsed
 * (client/styles/base.css). Browsers without `:has()` show it at once, as before.
 */
export function ParsedEnd() {
  return <span className="parsed-end" hidden />
}
