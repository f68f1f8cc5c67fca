"""The printed QR codes read back: each example configuration's sheet and booklet (HTML, as ``floorbook sheet`` and
``floorbook booklet`` write them on a public site's address), drawn by Chromium, photographed and decoded by
zxing-cpp (the test dependency group: never skipped, it fails where it is missing), give exactly the tournament
link ``floorbook sheet CONFIG --link`` prints — what a player's phone opens."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image, ImageOps

from floorbook.cli import main
from tests.conftest import REPO

pytestmark = pytest.mark.xdist_group("qr-codes")  # a browser's pages, made on one worker

EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))
SITE = "https://club.example.net/floorbook/"  # a public address (not the tests' usual one, so that it is this one)
# pixels per CSS pixel of the photograph: a module printed 0.5 mm wide is about 2 CSS pixels, 12 here
SCALE = 6
QUIET = 40  # the white margin a reader needs around a code (its quiet zone): the sheet's page gives it on paper


def _command(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 0
    return capsys.readouterr().out.strip()


def _decoded(browser, html: Path) -> list[str]:
    """The texts of the QR codes Chromium draws on the page ``html``, each photographed alone."""
    page = browser.new_page(device_scale_factor=SCALE)
    try:
        page.goto(html.as_uri())
        codes = page.locator("svg.qr")
        texts = []
        for i in range(codes.count()):
            shot = Image.open(io.BytesIO(codes.nth(i).screenshot())).convert("L")
            framed = ImageOps.expand(shot, border=QUIET, fill=255)
            found = zxingcpp.read_barcodes(framed, formats=zxingcpp.BarcodeFormat.QRCode)
            assert len(found) == 1, f"{html.name}: code {i} read {len(found)} time(s)"
            texts.append(found[0].text)
        return texts
    finally:
        page.close()


@pytest.mark.parametrize("example", EXAMPLES, ids=[p.stem for p in EXAMPLES])
@pytest.mark.parametrize("printed", ["sheet", "booklet"])
def test_the_printed_qr_code_reads_as_the_tournament_link(browser, example: Path, printed: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("FLOORBOOK_SITE_URL", SITE)
    link = _command(capsys, "sheet", str(example), "--link")
    assert link.startswith(SITE) and "/rules/" in link and "#t=1&" in link
    out = tmp_path / f"{printed}.html"
    _command(capsys, printed, str(example), "-o", str(out))
    assert _decoded(browser, out) == [link]


def test_a_wrong_code_does_not_read_as_the_link(browser, tmp_path: Path) -> None:
    """The reading itself can fail: a code of another address reads as that address, and a code with its
    modules scrambled reads as nothing."""
    from floorbook.sheet.html import qr_svg

    other = tmp_path / "other.html"
    other.write_text(f"<html><body>{qr_svg(SITE + 'other/', 30)}</body></html>", encoding="utf-8")
    assert _decoded(browser, other) == [SITE + "other/"]
    page = browser.new_page(device_scale_factor=SCALE)
    try:
        page.goto(other.as_uri())
        shot = Image.open(io.BytesIO(page.locator("svg.qr").screenshot())).convert("L")
    finally:
        page.close()
    half = shot.width // 2
    scrambled = shot.copy()
    scrambled.paste(shot.crop((half, 0, shot.width, shot.height)).transpose(Image.Transpose.ROTATE_180), (half, 0))
    assert zxingcpp.read_barcodes(ImageOps.expand(scrambled, border=QUIET, fill=255)) == []
