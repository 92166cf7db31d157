"""Step-through, explain-this-number, sanity checks, spotlight, mistakes lab, scale explorer, cost meter."""
