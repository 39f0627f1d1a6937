"""The glossary as one self-contained web page (``ai-glossary export --format html``).

No network: the styles, the script and the data are in the page, and its Content-Security-Policy
lets it load nothing else (reference links are followed only when clicked). The concepts are
written as HTML in the first language, so the page reads without its script; the script adds
search as you type (names and aliases in every language, and the shown summary) and the language
switch, which rewrites the texts from the page's JSON. Every text goes into the page escaped
(``html.escape``, and JSON with ``<`` escaped inside the script element).

For phones (a viewport, one column) and screen readers: landmarks, a labelled search field and
language list, the count of shown concepts in a polite live region, an anchor per concept
(``#c-<id>``), related concepts as links to those anchors.
"""

from __future__ import annotations

import html
import json
from typing import Any, Callable

from ai_glossary.core.exchange.entries import EN, languages_of

CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"
STYLE = """
:root{color-scheme:light dark;--fg:#1b1b1b;--bg:#fff;--muted:#5b5b5b;--line:#d8d8d8;--link:#0b57d0}
@media (prefers-color-scheme:dark){:root{--fg:#e8e8e8;--bg:#141414;--muted:#a8a8a8;--line:#3a3a3a;--link:#8ab4f8}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",
"Noto Sans Bengali","Noto Sans CJK SC","Noto Sans CJK JP",sans-serif;color:var(--fg);background:var(--bg)}
header{position:sticky;top:0;background:var(--bg);border-bottom:1px solid var(--line);padding:.75rem 1rem;z-index:1}
h1{font-size:1.3rem;margin:0 0 .5rem}.controls{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
input,select{font:inherit;padding:.35rem .5rem;border:1px solid var(--line);border-radius:6px;background:var(--bg);
color:var(--fg)}input{flex:1 1 14rem;min-width:0}#count{margin:.4rem 0 0;color:var(--muted);font-size:.9rem}
main{max-width:52rem;margin:0 auto;padding:0 1rem 3rem}article{border-bottom:1px solid var(--line);padding:1rem 0}
article:target{outline:3px solid var(--link);outline-offset:4px}h2{font-size:1.15rem;margin:0}
h2 a,.related a,.refs a{color:var(--link)}.summary{color:var(--muted);margin:.25rem 0}.label{font-weight:600}
.refs{margin:.25rem 0;padding-left:1.2rem}[hidden]{display:none!important}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
"""
SCRIPT = """
(function(){
  var data=JSON.parse(document.getElementById('glossary-data').textContent);
  var q=document.getElementById('q'),lang=document.getElementById('lang'),count=document.getElementById('count');
  var byId={};data.concepts.forEach(function(c){byId[c.id]=c;});
  function name(c,l){var n=c.names[l];return n&&n.length?n[0]:c.term;}
  function text(map,l){return map[l]||map.en||'';}
  function haystack(c,l){var parts=[c.id,c.term].concat(c.aliases);Object.keys(c.names).forEach(function(k){
    parts=parts.concat(c.names[k]);});parts.push(text(c.summary,l));return parts.join('\\n').toLowerCase();}
  function show(){var l=lang.value,words=q.value.toLowerCase().split(/\\s+/).filter(Boolean),shown=0;
    data.concepts.forEach(function(c){var el=document.getElementById('c-'+c.id),h=haystack(c,l);
      var ok=words.every(function(w){return h.indexOf(w)>=0;});el.hidden=!ok;if(ok)shown++;});
    count.textContent=data.labels[l].count.replace('{shown}',shown).replace('{total}',data.concepts.length);}
  function relabel(){var l=lang.value,lb=data.labels[l];document.documentElement.lang=l;
    data.concepts.forEach(function(c){var el=document.getElementById('c-'+c.id);
      el.querySelector('h2 a').textContent=name(c,l);el.querySelector('.summary').textContent=text(c.summary,l);
      el.querySelector('.def').textContent=text(c.definitions,l);
      var al=el.querySelector('.aliases .label');if(al)al.textContent=lb.aliases;
      var rl=el.querySelector('.related .label');if(rl)rl.textContent=lb.related;
      el.querySelectorAll('.related a').forEach(function(a){var o=byId[a.getAttribute('href').slice(3)];
        if(o)a.textContent=name(o,l);});
      var rf=el.querySelector('.refs-label');if(rf)rf.textContent=lb.references;});
    document.querySelector('label[for=q]').textContent=lb.search;
    document.querySelector('label[for=lang]').textContent=lb.language;show();}
  q.addEventListener('input',show);lang.addEventListener('change',relabel);
  if(location.hash){var t=document.getElementById(location.hash.slice(1));if(t)t.hidden=false;}
  show();
})();
"""


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def to_html(entries: list[dict[str, Any]], labels_of: Callable[[str], dict[str, str]],
            language_names: Callable[[str], str], languages: list[str] | None = None,
            title: str = "AI Glossary") -> str:
    """The page; ``labels_of(lang)``: the page's words in ``lang`` (keys: search, language, count,
    aliases, related, references); ``language_names(lang)``: a language's name for the switch."""
    langs = languages or languages_of(entries)
    first = langs[0] if langs else EN
    labels = {lang: labels_of(lang) for lang in langs}
    names = {e["id"]: (e["names"].get(first) or [e["term"]])[0] for e in entries}
    options = "".join(f'<option value="{_e(lang)}"{" selected" if lang == first else ""}>{_e(language_names(lang))}'
                      f"</option>" for lang in langs)
    articles = "\n".join(_article(e, first, labels[first], names) for e in entries)
    data = {"labels": labels, "concepts": [
        {k: e[k] for k in ("id", "term", "aliases", "names", "summary", "definitions")} for e in entries]}
    # inside <script>, "</" could end the element and "<!--" open a comment: JSON allows \\u003c
    payload = json.dumps(data, ensure_ascii=False).replace("<", "\\u003c")
    lb = labels[first]
    return f"""<!doctype html>
<html lang="{_e(first)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<title>{_e(title)}</title>
<style>{STYLE}</style>
</head>
<body>
<header>
<h1>{_e(title)}</h1>
<div class="controls" role="search">
<label for="q">{_e(lb["search"])}</label><input id="q" type="search" autocomplete="off" spellcheck="false">
<label for="lang">{_e(lb["language"])}</label><select id="lang">{options}</select>
</div>
<p id="count" aria-live="polite">{_e(lb["count"].replace("{shown}", str(len(entries))).replace("{total}", str(len(entries))))}</p>
</header>
<main id="list">
{articles}
</main>
<script type="application/json" id="glossary-data">{payload}</script>
<script>{SCRIPT}</script>
</body>
</html>
"""


def _web(url: str | None) -> bool:
    """Only web links become links (never ``javascript:`` or ``data:``, whatever a file holds)."""
    return bool(url) and url.lower().startswith(("https://", "http://"))


def _article(e: dict[str, Any], lang: str, lb: dict[str, str], names: dict[str, str]) -> str:
    anchor = f"c-{e['id']}"
    parts = [f'<article id="{_e(anchor)}" aria-labelledby="{_e(anchor)}-h">',
             f'<h2 id="{_e(anchor)}-h"><a href="#{_e(anchor)}">{_e(names[e["id"]])}</a></h2>',
             f'<p class="summary">{_e(e["summary"].get(lang) or e["summary"].get(EN, ""))}</p>',
             f'<p class="def">{_e(e["definitions"].get(lang) or e["definitions"].get(EN, ""))}</p>']
    written = [e["term"], *e["aliases"]]
    parts.append(f'<p class="aliases"><span class="label">{_e(lb["aliases"])}</span> '
                 f'{_e(", ".join(written))}</p>')
    if e["related"]:
        links = ", ".join(f'<a href="#c-{_e(r)}">{_e(names.get(r, r))}</a>' for r in e["related"] if r in names)
        parts.append(f'<p class="related"><span class="label">{_e(lb["related"])}</span> {links}</p>')
    if e["references"]:
        items = "".join(f'<li><a href="{_e(r["url"])}" rel="noreferrer noopener">{_e(r["title"])}</a></li>'
                        if _web(r.get("url")) else f"<li>{_e(r['title'])}</li>" for r in e["references"])
        parts.append(f'<p class="label refs-label">{_e(lb["references"])}</p><ul class="refs">{items}</ul>')
    parts.append("</article>")
    return "\n".join(parts)
