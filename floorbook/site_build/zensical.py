"""The same site built with Zensical (``make build-zensical`` → ``build/site-zensical/``), Material for
MkDocs' successor, from the same sources and the same ``mkdocs.yml``.

Zensical reads ``mkdocs.yml`` but runs no MkDocs hook and no plugin it does not implement (here
mkdocs-static-i18n). So, before it builds:

1. :class:`floorbook.site_build.pages.PageStep` writes the generated pages into ``site_src/`` (as for Material);
2. each language gets its own docs folder, ``build/zensical/<lang>/docs/``, of the files of
   ``site_src/`` (French: ``x.md`` and the other files; English: ``x.en.md`` as ``x.md``; pages
   copied with their raw-HTML addresses read as Zensical reads them and their titles made safe, see
   :func:`zensical_text`), and its own configuration, ``build/zensical/<lang>/mkdocs.yml``, derived
   from ``mkdocs.yml``: the nav with the rulebooks (and the English titles of ``nav_translations``,
   titles made safe: :func:`safe_title`), the language's
   overrides of the i18n plugin, what the hooks would have put in ``extra`` (the offline settings,
   the language switch), the theme's classic variant (Material's look);
3. ``zensical build`` runs on each (both at once); the English site goes to ``build/site-zensical/en/``,
   where its copies of the theme's files, identical to the French build's, are removed and its
   pages pointed at the root's, as in the Material build;
4. :func:`floorbook.site_build.postbuild.postbuild` finishes the folder (policy, assistant, manifests, workers).

The URLs are the Material build's. What Zensical cannot do yet is listed in docs/architecture.md (Two generators).
"""

from __future__ import annotations

import copy
import filecmp
import os
import posixpath
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import yaml

from floorbook.corpus.repository import REPO_ROOT, site_configuration
from floorbook.site_build import offline
from floorbook.site_build.pages import expand_nav, step_for
from floorbook.site_build.postbuild import postbuild
from floorbook.site_build.site_config import SiteInfo, plugin_config

SITE = "build/site-zensical"
WORK = Path("build") / "zensical"
I18N_KEYS = ("locale", "name", "build", "default", "nav_translations", "fixed_link", "link")
MACROS = "zensical.extensions.macros"  # mkdocs-macros-plugin's twin: loads macros/ (on the build's PYTHONPATH)


_UNSAFE = {"<": "&lt;", ">": "&gt;", '"': "&quot;"}


def safe_title(title: str) -> str:
    """A title from the data as Zensical may print it. Zensical's templates (Material's) print page and
    nav titles unescaped in text (``<title>``, header, sidebar, footer) and escape them again in
    attributes (``| e``); no hook can make them markup as ``hooks/security.py`` does for MkDocs. So
    the characters that could open a tag or end an attribute value become references; ``&`` and
    ``'``, which can do neither here (the templates quote attributes with ``"``), are left as they
    are: many real titles have them, and escaped they would read "&amp;" in the labels of the footer's
    links, where the templates escape the title again. No real title has ``<`` or ``>``; a few
    scenario titles have ``"`` (shown right: none of those pages is in the nav, so none is in a
    footer link)."""
    return re.sub(r'[<>"]', lambda m: _UNSAFE[m.group()], title)


def _translate(nav: list[Any], titles: dict[str, str]) -> list[Any]:
    """The nav with the language's titles (``nav_translations``), each made safe (:func:`safe_title`)."""
    out: list[Any] = []
    for item in nav:
        if isinstance(item, dict):
            out.append({safe_title(titles.get(k, k)): _translate(v, titles) if isinstance(v, list) else v
                        for k, v in item.items()})
        else:
            out.append(item)
    return out


def language_files(docs: Path, lang: str, languages: list[str], default: bool) -> dict[str, Path]:
    """The files of one language's docs folder (path in it → file of ``docs``): the default language
    has the unsuffixed pages and every other file; another has its ``x.<lang>.md`` pages as ``x.md``."""
    suffixes = tuple(f".{code}.md" for code in languages if code != languages[0])
    out: dict[str, Path] = {}
    for path in docs.rglob("*"):
        rel = path.relative_to(docs).as_posix()
        if not path.is_file():
            continue
        if default:
            if not rel.endswith(suffixes):
                out[rel] = path
        elif rel.endswith(f".{lang}.md"):
            out[rel.removesuffix(f".{lang}.md") + ".md"] = path
    return out


# a relative address in raw HTML: not an anchor, not from the root, no scheme (its query may hold colons: A:9)
_RAW_URL = re.compile(r'(<(?:a|img|link|script|source)\b[^>]*?\s(?:href|src)=")(?![a-zA-Z][\w+.-]*:)([^"#/][^"]*)(")')


_FRONT_MATTER = re.compile(r"\A---\n(.*?\n)---\n", re.S)


def safe_front_matter(text: str) -> str:
    """A page's Markdown with the title of its front matter made safe (:func:`safe_title`); the
    text is unchanged when the title needs nothing."""
    match = _FRONT_MATTER.match(text)
    if not match or not re.search(r'[<>"]', match.group(1)):  # the common case, without parsing
        return text
    meta = yaml.safe_load(match.group(1))
    if not isinstance(meta, dict) or not isinstance(meta.get("title"), str):
        return text
    meta["title"] = safe_title(meta["title"])
    front = yaml.safe_dump(meta, allow_unicode=True, sort_keys=False, width=1_000_000)
    return f"---\n{front}---\n{text[match.end():]}"


def zensical_text(text: str, rel: str) -> str:
    """A page's Markdown for Zensical: its title made safe (:func:`safe_front_matter`), and its
    raw-HTML addresses as Zensical reads them: Zensical reads a relative address in raw HTML from the
    Markdown file's folder (as a Markdown link), MkDocs from the page's own address, one folder
    deeper for a page that is not an index (``a/b.md`` → ``a/b/``); those addresses are
    rewritten from the file's folder. Markdown links are the same for both and left alone."""
    text = safe_front_matter(text)
    name = posixpath.basename(rel)
    if name in ("index.md", "README.md"):
        return text
    stem = name.removesuffix(".md")

    def rebase(match: re.Match[str]) -> str:
        url = match.group(2)
        url = url[3:] if url.startswith("../") else f"{stem}/{url}"
        return match.group(1) + url + match.group(3)

    return _RAW_URL.sub(rebase, text)


def link_tree(files: dict[str, Path], target: Path) -> None:
    """``target`` holds exactly each file: a symbolic link to it, or for a page a copy of its
    Markdown for Zensical (:func:`zensical_text`); unchanged files are left alone."""
    for rel, source in files.items():
        dest = target / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        if rel.endswith(".md"):
            text = zensical_text(source.read_text(encoding="utf-8"), rel)
            if dest.is_symlink() or not dest.exists() or dest.read_text(encoding="utf-8") != text:
                if dest.is_symlink():
                    dest.unlink()
                dest.write_text(text, encoding="utf-8")
            continue
        if dest.is_symlink() and os.readlink(dest) == str(source):
            continue
        if dest.exists() or dest.is_symlink():
            dest.unlink()
        dest.symlink_to(source)
    for path in sorted(target.rglob("*"), reverse=True):
        rel = path.relative_to(target).as_posix()
        if (path.is_symlink() or path.is_file()) and rel not in files:
            path.unlink()
        elif path.is_dir() and not path.is_symlink() and not any(path.iterdir()):
            path.rmdir()


def config_for(root: Path, lang: dict[str, Any], site: SiteInfo, nav: list[Any],
               config: dict[str, Any]) -> dict[str, Any]:
    """The Zensical configuration of one language, derived from ``mkdocs.yml``."""
    cfg = copy.deepcopy(config)
    i18n = plugin_config(cfg, "i18n") or {}
    entry = next((x for x in i18n.get("languages", []) if x["locale"] == lang["lang"]), {})
    for key, value in entry.items():  # the language's overrides (site_description, theme…)
        if key in I18N_KEYS:
            continue
        if isinstance(value, dict) and isinstance(cfg.get(key), dict):
            cfg[key] = {**cfg[key], **value}
        else:
            cfg[key] = value
    up = "../" * lang["prefix"].count("/")  # from this language's root to the site's root
    cfg.pop("hooks", None)
    cfg.pop("watch", None)
    macros = plugin_config(cfg, "macros")
    cfg["plugins"] = [{"search": {"enabled": False}}]  # the site's own search (assets/search.js) replaces it
    if macros is not None:  # the same package (macros/) with the same options, by Zensical's own extension, which
        # imports a module of `modules` once (not the file of `module_name` again for every page) and rebuilds when
        # it changes
        options = {**macros, "module_name": "", "modules": [macros.get("module_name", "main")]}
        cfg["markdown_extensions"] = [*cfg.get("markdown_extensions", []), {MACROS: options}]
    cfg["docs_dir"], cfg["site_dir"] = "docs", "site"
    cfg["nav"] = _translate(nav, entry.get("nav_translations") or {})
    theme = cfg["theme"]
    theme.update(custom_dir=str(root / theme.get("custom_dir", "theme")), language=lang["lang"], variant="classic")
    if up:  # the site's own files are the root's (one copy for every language, as in the Material build)
        theme["favicon"] = up + theme["favicon"]
        cfg["extra_css"] = [up + p for p in cfg.get("extra_css", [])]
        cfg["extra_javascript"] = [{**p, "path": up + p["path"]} if isinstance(p, dict) else up + p  # {path, type}
                                   for p in cfg.get("extra_javascript", [])]
    service_worker = offline.workers_problem(root, serving=False) is None
    settings = offline.extra(site.languages, site.docs_dir, service_worker)
    settings["prefixes"] = {other["lang"]: "" if other["lang"] == lang["lang"] else up + other["prefix"]
                            for other in site.languages}
    cfg["extra"] = {
        **(cfg.get("extra") or {}),
        "root": up,  # from this language's root to the site's (theme/main.html: files only at the root)
        "offline": settings,
        # the language switch: the same page in the other language (theme/partials/header.html)
        "alternate": [{"name": other["name"], "lang": other["lang"], "same_page": True, "link": up + other["prefix"]}
                      for other in site.languages],
    }
    return cfg


def merge_language(site: Path, prefix: str) -> int:
    """The site of a language built into ``site/prefix``: its theme files identical to the root's are
    removed and its pages point at the root's; its 404 page, sitemap and search index too (a host
    serves the root's). The number of files removed."""
    folder = site / prefix
    removed: set[str] = set()
    for path in sorted((folder / "assets").rglob("*")):
        rel = path.relative_to(folder).as_posix()
        twin = site / rel
        if path.is_file() and twin.is_file() and filecmp.cmp(path, twin, shallow=False):
            path.unlink()
            removed.add(rel)
    for name in ("404.html", "sitemap.xml", "sitemap.xml.gz", "search.json"):
        if (folder / name).exists():
            (folder / name).unlink()
    for path in [*sorted((folder / "assets").rglob("*"), reverse=True), folder / "assets"]:
        if path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    reference = re.compile(r'"((?:\./)?(?:\.\./)*)(assets/[^"?#]+)')
    for page in folder.rglob("*.html"):
        here = posixpath.dirname(page.relative_to(folder).as_posix())

        def to_root(match: re.Match[str], here: str = here) -> str:
            target = posixpath.normpath(posixpath.join(here, match.group(1) + match.group(2)))
            if target not in removed:
                return match.group(0)
            return '"' + posixpath.relpath(target, posixpath.join(prefix.rstrip("/"), here))

        html = page.read_text(encoding="utf-8")
        out = reference.sub(to_root, html)
        if out != html:
            page.write_text(out, encoding="utf-8")
    return len(removed)


def build(root: Path = REPO_ROOT, out: Path | None = None, clean: bool = False) -> list[str]:
    """Build the site with Zensical into ``out`` (default ``build/site-zensical/``); what was done."""
    start = time.perf_counter()
    root = root.resolve()
    out = out or root / SITE
    config = site_configuration(root)
    site = SiteInfo.read(root, config, theme="zensical")
    step = step_for(root, site.docs_dir)
    lines = [f"pages: {step.run()}"]
    nav = expand_nav(config.get("nav") or [], step.base())
    codes = [lang["lang"] for lang in site.languages]
    work = root / WORK
    # the macros' package (macros/) is imported from the root built, as mkdocs-macros-plugin imports it
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), *filter(None, [os.environ.get("PYTHONPATH")])])}
    jobs = []
    for lang in site.languages:
        folder = work / lang["lang"]
        link_tree(language_files(site.docs_dir, lang["lang"], codes, lang["default"]), folder / "docs")
        text = yaml.safe_dump(config_for(root, lang, site, nav, config), allow_unicode=True, sort_keys=False)
        (folder / "mkdocs.yml").write_text("# written by floorbook/site_build/zensical.py from mkdocs.yml\n" + text,
                                           encoding="utf-8")
        shutil.rmtree(folder / "site", ignore_errors=True)
        command = [sys.executable, "-m", "zensical", "build", "--strict", "-f", "mkdocs.yml"]
        jobs.append((lang, subprocess.Popen(command + (["--clean"] if clean else []), cwd=folder, env=env,
                                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)))
    failed = []
    for lang, job in jobs:
        output, _ = job.communicate()
        if job.returncode != 0:
            failed.append(f"zensical build ({lang['lang']}) failed:\n{output[-3000:]}")
        lines.append(f"zensical ({lang['lang']}): " + " ".join(output.split()[-6:]))
    if failed:
        raise SystemExit("\n".join(failed))
    shutil.rmtree(out, ignore_errors=True)
    for lang in sorted(site.languages, key=lambda x: not x["default"]):  # the default first: the others go inside
        shutil.move(str(work / lang["lang"] / "site"), str(out / lang["prefix"]) if lang["prefix"] else str(out))
        if lang["prefix"]:
            lines.append(f"{lang['prefix']}: {merge_language(out, lang['prefix'])} theme files shared with the root")
    (out / "search.json").unlink(missing_ok=True)  # Zensical's own search index, empty: the site has its own
    lines += postbuild(out, root, theme="zensical", config=config)
    lines.append(f"built in {time.perf_counter() - start:.1f} s")
    return lines
