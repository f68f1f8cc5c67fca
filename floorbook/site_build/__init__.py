"""The site build, generator-neutral: what any generator's output gets (:mod:`floorbook.site_build.postbuild`)."""
