"""Generator-neutral steps of the site build: what any generator's output gets (:mod:`floorbook.site_build.postbuild`)."""
