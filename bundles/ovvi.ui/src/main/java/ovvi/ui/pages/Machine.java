package ovvi.ui.pages;

import ovvi.herdr.exec.Exec;

/**
 * A machine as the window names it: this computer, an SSH target, or this computer running the
 * demo session on the simulator shipped with Ovvi.
 *
 * @param label what the sidebar and the window title call it
 * @param exec how Ovvi reaches it
 * @param demo true for the demo session's machine: the page, sidebar and title say so
 */
public record Machine(String label, Exec exec, boolean demo) {

	public static final String THIS_COMPUTER = "This computer";
}
