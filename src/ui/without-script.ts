/**
 * Styles that apply only when the browser runs no script: the document's head carries them in
 * a `<noscript>` (src/server/render/document.ts). Tab buttons do nothing without JavaScript,
 * so there every panel is shown one after the other and a list of links replaces the buttons
 * (every page readable without JavaScript; /help#faq lands on its section).
 * They sit in Panda's `reset` layer with selectors that outweigh its
 * `[hidden] { display: none !important }`: an important declaration in a layer beats every
 * unlayered one, so outside the layer they would lose.
 */
export const WITHOUT_SCRIPT_CSS = `@layer reset{${[
	'[data-scope=tabs][data-part=list]{display:none!important}',
	'[data-scope=tabs][data-part=content][hidden]{display:block!important}',
	'[data-scope=tabs][data-part=content]+[data-scope=tabs][data-part=content]{margin-top:3rem}',
	'nav[data-tabs-fallback][hidden]{display:flex!important}',
].join('')}}`
