"""A Python-Markdown extension that lets no link or attribute written in the data run a script.

Rule text is escaped before it becomes Markdown (:func:`floorbook.site_build.render.md_text`), so it can hold
no HTML. Markdown syntax is left as written, and two of its constructs can still carry a script:
a link or image (``[x](javascript:…)``, ``[x][r]`` with ``[r]: data:…``, in any case, with
entities or blanks inside the scheme) and an attribute list (``{: onclick=… }``). This
tree processor runs after every other one (and once before the table of contents copies the
headings) and, on every element of every page:

- keeps ``href``/``src`` (and the like) only when they point into the site (no scheme: a relative
  path, ``/…`` or ``#…``) or to ``http:``/``https:``; any other link becomes plain text, any
  other image its alternative text;
- removes event-handler attributes (``on…``) and ``style``, which no page of ours needs from
  Markdown.

Enable it in ``markdown_extensions`` as ``floorbook.site_build.mdsafe`` (MkDocs, Zensical, or any
Python-Markdown pipeline).
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as etree

from markdown import Markdown
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor

URL_ATTRIBUTES = ("href", "src", "action", "formaction", "poster", "cite", "data", "xlink:href", "srcset")
SAFE_SCHEMES = ("http", "https")
_SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.\-]*):")
_BLANKS = re.compile(r"[\x00-\x20\x7f-\x9f]+")


def safe_url(url: str) -> bool:
    """Whether a link target may stay a link: within the site, or http(s).

    Browsers drop blanks and control characters inside a scheme and decode entities, so the test
    is made on the URL as a browser reads it.

    >>> safe_url("../9-13/"), safe_url("#tda-2019-45"), safe_url("https://www.pokertda.com/")
    (True, True, True)
    >>> safe_url("JavaScript:alert(1)"), safe_url(" java\\tscript:x"), safe_url("&#106;avascript:x")
    (False, False, False)
    >>> safe_url("data:text/html,<b>"), safe_url("vbscript:x"), safe_url("mailto:a@b.c")
    (False, False, False)
    """
    seen = _BLANKS.sub("", html.unescape(html.unescape(url)))
    match = _SCHEME.match(seen)
    return match is None or match.group(1).lower() in SAFE_SCHEMES


class SafeLinks(Treeprocessor):
    """Neutralise unsafe links, images and attributes (see the module's docstring)."""

    def run(self, root: etree.Element) -> None:
        parents = {child: parent for parent in root.iter() for child in parent}
        for element in list(root.iter()):
            for name in list(element.attrib):
                lowered = name.lower()
                if lowered.startswith("on") or lowered == "style":
                    del element.attrib[name]
                elif lowered in URL_ATTRIBUTES and not safe_url(element.attrib[name]):
                    del element.attrib[name]
                    self._demote(element, parents.get(element))

    @staticmethod
    def _demote(element: etree.Element, parent: etree.Element | None) -> None:
        """A link without its target is a plain span; an image without its source, its alt text."""
        if element.tag == "a":
            element.tag = "span"
            element.attrib.pop("title", None)
        elif element.tag == "img" and parent is not None:
            alt = element.attrib.get("alt", "")
            span = etree.Element("span")
            span.text = alt
            span.tail = element.tail
            index = list(parent).index(element)
            parent.remove(element)
            parent.insert(index, span)


class SafeLinksExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:
        # once before toc (5) copies the headings into the table of contents (Zensical prints the
        # copies' HTML there), after the inline patterns (20) and attr_list (8) made the links and
        # attributes; and once after every other one (MkDocs' own link processors included)
        md.treeprocessors.register(SafeLinks(md), "floorbook_safe_headings", 6)
        md.treeprocessors.register(SafeLinks(md), "floorbook_safe_links", 0.1)


def makeExtension(**kwargs: object) -> SafeLinksExtension:
    return SafeLinksExtension(**kwargs)
