// See docs/page.md and docs/gone.md.
