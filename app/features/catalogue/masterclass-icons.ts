// The icon both the trainer card and the registration options draw. The browser build copies
// an icon into every module that imports it from lucide-react (scripts/lib/lucide-imports.mjs),
// so it is imported once, here, and the page's bundle holds one copy.
import { GraduationCap } from "lucide-react";

export { GraduationCap };
