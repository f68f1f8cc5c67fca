#!/usr/bin/env python3
"""The README's picture: an article page of the built site as a phone shows it.

    make build && .venv/bin/python scripts/readme_screenshot.py [--site site] [--page rules/ropta-2023/9-11/]

Serves the built site on localhost as the tests do, opens the page in Debian's Chromium (the tests' browser,
driven by Playwright) at a phone's width, 390 CSS pixels at two device pixels each, in the light scheme, and
writes the screen's first view as a lossy WebP (docs/images/article-phone.webp, kept small for the README).
Run it again after a change to what an article page shows.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.conftest import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402  (the tests' browser and static host)

PHONE = {"width": 390, "height": 844}  # CSS pixels, a common phone's screen
SCALE = 2  # device pixels per CSS pixel: sharp text on the README's page
QUALITY = 80  # WebP quality: text stays clean, the file stays under about 150 KB
DEFAULT_PAGE = "rules/ropta-2023/9-11/"  # ROPTA 2023's single chip of higher value: text, notes, engine links
OUTPUT = REPO / "docs" / "images" / "article-phone.webp"


def screenshot(site: Path, page: str) -> bytes:
    """The PNG of the page's first screen at the phone's size (service workers blocked: the page as read)."""
    from playwright.sync_api import sync_playwright

    url, stop = serve(site)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            context = browser.new_context(viewport=PHONE, device_scale_factor=SCALE, is_mobile=True,
                                          has_touch=True, color_scheme="light", locale="fr-FR",
                                          service_workers="block")
            tab = context.new_page()
            response = tab.goto(f"{url}/{page}", wait_until="networkidle")
            if response is None or not response.ok:
                raise SystemExit(f"{page}: not a page of {site} (HTTP {response.status if response else '?'})")
            tab.evaluate("document.fonts.ready")
            png = tab.screenshot()
            browser.close()
    finally:
        stop()
    return png


def webp(png: bytes) -> bytes:
    """The picture as a lossy WebP (Pillow, a dependency of WeasyPrint)."""
    from PIL import Image

    out = io.BytesIO()
    Image.open(io.BytesIO(png)).convert("RGB").save(out, "WEBP", quality=QUALITY, method=6)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=REPO / "site", help="the built site (make build)")
    parser.add_argument("--page", default=DEFAULT_PAGE, help="the page's address under the site's root")
    parser.add_argument("-o", "--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    if not (args.site / "index.html").exists():
        print(f"{args.site}: no built site (run make build)", file=sys.stderr)
        return 1
    data = webp(screenshot(args.site, args.page))
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(data)
    print(f"{args.output.relative_to(REPO) if args.output.is_relative_to(REPO) else args.output}: "
          f"{len(data) // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
