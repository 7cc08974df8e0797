/**
 * The inline script that applies the reader's config syntax before first paint: it copies
 * the stored choice onto <html> (CSS then shows that variant) and, once the page is parsed,
 * marks the matching toggle options checked. Static text, so its CSP hash never changes.
 */
import {
  CONFIG_SYNTAX_ATTRIBUTE,
  CONFIG_SYNTAX_STORAGE_KEY,
  CONFIG_SYNTAXES,
  DEFAULT_CONFIG_SYNTAX,
} from '../../site/config-syntax';

const json = JSON.stringify;

export const CONFIG_SYNTAX_SCRIPT =
  `(function(){var v=${json(DEFAULT_CONFIG_SYNTAX)};` +
  `try{var s=localStorage.getItem(${json(CONFIG_SYNTAX_STORAGE_KEY)});` +
  `if(${json(CONFIG_SYNTAXES)}.indexOf(s)>=0)v=s}catch(e){}` +
  `document.documentElement.setAttribute(${json(CONFIG_SYNTAX_ATTRIBUTE)},v);` +
  `document.addEventListener('DOMContentLoaded',function(){` +
  `document.querySelectorAll('[data-syntax-option]').forEach(function(b){` +
  `b.setAttribute('aria-checked',String(b.getAttribute('data-syntax-option')===v))})})})()`;
