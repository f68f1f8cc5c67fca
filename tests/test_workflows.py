"""The repository's GitHub Actions workflows (`.github/workflows/`) are valid and raise no finding of zizmor.

zizmor (PyPI, the `test` group of pyproject.toml) reads each workflow against GitHub's schema and audits it:
actions pinned to a commit, no credentials left to later steps, permissions, injections. It runs offline (no
GitHub token, no network). What neither its schema nor its audits see, a job's `needs` and a `steps.<id>` of
an expression naming nothing, is checked here.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.conftest import REPO

WORKFLOWS = sorted((REPO / ".github" / "workflows").glob("*.y*ml"))
ZIZMOR = shutil.which("zizmor", path=str(Path(sys.executable).parent)) or shutil.which("zizmor")


def test_the_repository_has_workflows() -> None:
    assert WORKFLOWS, "no workflow under .github/workflows/"


def test_zizmor_finds_nothing_in_the_workflows() -> None:
    assert ZIZMOR, "zizmor is installed with the test group of pyproject.toml (make check installs it)"
    result = subprocess.run([ZIZMOR, "--offline", "--no-progress", *map(str, WORKFLOWS)], cwd=REPO,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"zizmor (exit {result.returncode}):\n{result.stdout}\n{result.stderr}"


def _jobs(path: Path) -> dict[str, dict]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))["jobs"]


def _needs(job: dict) -> list[str]:
    needs = job.get("needs", [])
    return [needs] if isinstance(needs, str) else list(needs)


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda p: p.name)
def test_each_job_needs_jobs_of_its_workflow(workflow: Path) -> None:
    jobs = _jobs(workflow)
    wrong = [f"{name}: needs {need}" for name, job in jobs.items() for need in _needs(job) if need not in jobs]
    assert not wrong, f"{workflow.name}: " + "; ".join(wrong)


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda p: p.name)
def test_each_steps_output_names_a_step_of_its_job(workflow: Path) -> None:
    wrong = []
    for name, job in _jobs(workflow).items():
        ids = {step["id"] for step in job.get("steps", []) if "id" in step}
        named = set(re.findall(r"\bsteps\.([A-Za-z0-9_-]+)\.", yaml.safe_dump(job)))
        wrong += [f"{name}: steps.{step}" for step in sorted(named - ids)]
    assert not wrong, f"{workflow.name}: no step of that id: " + "; ".join(wrong)
