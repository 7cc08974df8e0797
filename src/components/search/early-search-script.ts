/**
 * The inline script that catches a search request made before the launcher's code has
 * arrived: Ctrl+K, ⌘K or `/` (outside a field) right after the page appears, a click into the
 * search box or a tap on the phone's search button. It prevents the key's default (Ctrl+K
 * would go to the browser's address bar), focuses the search box where it is shown and marks
 * the request on <html>; the launcher opens the search for it as soon as it is ready, and
 * from then on the script stands aside. It also shows the shortcut hint as ⌘K on Apple
 * systems. Static text, so its CSP hash never changes; it is hashed into each page's policy
 * at export time like every inline script.
 */
import {
  SEARCH_HINT_ATTRIBUTE,
  SEARCH_INPUT_ID,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_READY_ATTRIBUTE,
  SEARCH_REQUESTED_ATTRIBUTE,
} from '@/lib/site/search';

const json = JSON.stringify;

export const EARLY_SEARCH_SCRIPT =
  `(function(){var d=document,h=d.documentElement,id=${json(SEARCH_INPUT_ID)};` +
  `var p=navigator.platform||(navigator.userAgentData&&navigator.userAgentData.platform)||'';` +
  `if(/mac|iphone|ipad|ipod/i.test(p)){var k=d.querySelector('[${SEARCH_HINT_ATTRIBUTE}]');if(k)k.textContent='\\u2318K'}` +
  `function ask(e){var i=d.getElementById(id);if(!i||i.hasAttribute(${json(SEARCH_READY_ATTRIBUTE)}))return;` +
  `e.preventDefault();h.setAttribute(${json(SEARCH_REQUESTED_ATTRIBUTE)},'');if(i.offsetParent)i.focus()}` +
  `addEventListener('keydown',function(e){var t=e.target,k=e.key;` +
  `if(((k==='k'||k==='K')&&(e.ctrlKey||e.metaKey)&&!e.altKey)||(k==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&` +
  `!(t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))))ask(e)},true);` +
  `addEventListener('click',function(e){var t=e.target;if(t&&(t.id===id||t.closest&&t.closest('[${SEARCH_OPEN_ATTRIBUTE}]')))ask(e)},true)})()`;
