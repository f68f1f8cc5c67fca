"""The rules engine: each rulebook's rulings as small typed functions over cited parameters.

Layers: ``parameters/<ruleset>/*.yaml`` (values citing their articles) → :mod:`.rulesets`
(loading, base + overlay composition) → rulings in :mod:`.betting`, :mod:`.chips`, :mod:`.pots`,
:mod:`.procedure`. Every function's docstring names the articles it implements.
"""
