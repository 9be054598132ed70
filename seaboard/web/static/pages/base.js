// Every page: icons into the server's HTML, the rules dialog.
import { fillIcons } from "../lib/icons.js";
import { wireRules } from "../table/rules.js";

fillIcons();
wireRules();
