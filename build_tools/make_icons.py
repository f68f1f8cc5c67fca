"""Draw the app icons of the web app manifest from the site's logo (run once; the PNGs are kept in git).

    .venv/bin/python build_tools/make_icons.py

The spade of ``site_src/assets/favicon.svg`` in white on the site's primary colour
(``--md-primary-fg-color`` in ``site_src/assets/floorbook.css``), rendered by Debian's Chromium:
``icon-192.png`` and ``icon-512.png`` (purpose ``any``: a rounded square), ``maskable-192.png`` and
``maskable-512.png`` (purpose ``maskable``: full bleed, the spade inside the central safe zone) and
``apple-touch-icon.png`` (180 px, full bleed) into ``site_src/assets/icons/``.
"""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "site_src" / "assets"
OUT = ASSETS / "icons"
# name: (size in px, corner radius as a share of the size, spade height as a share of the size)
ICONS = {
    "icon-192.png": (192, 0.22, 0.62),
    "icon-512.png": (512, 0.22, 0.62),
    "maskable-192.png": (192, 0.0, 0.46),
    "maskable-512.png": (512, 0.0, 0.46),
    "apple-touch-icon.png": (180, 0.0, 0.6),
}


def main() -> None:
    svg = (ASSETS / "favicon.svg").read_text(encoding="utf-8")
    path = re.search(r'<path[^>]* d="([^"]+)"', svg).group(1)  # type: ignore[union-attr]
    css = (ASSETS / "floorbook.css").read_text(encoding="utf-8")
    colour = re.search(r"--md-primary-fg-color:\s*(#[0-9a-fA-F]{6})", css).group(1)  # type: ignore[union-attr]
    OUT.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for name, (size, radius, share) in ICONS.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            spade = size * share  # the spade spans y 2..22 of its 24-unit box: 20 units tall
            page.set_content(
                f'<body style="margin:0;background:transparent">'
                f'<div style="width:{size}px;height:{size}px;background:{colour};border-radius:{radius * size}px;'
                f'display:flex;align-items:center;justify-content:center">'
                f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 2 16 20" '
                f'width="{spade * 16 / 20}" height="{spade}">'
                f'<path fill="#fff" d="{path}"/></svg></div></body>'
            )
            page.screenshot(path=str(OUT / name), omit_background=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
