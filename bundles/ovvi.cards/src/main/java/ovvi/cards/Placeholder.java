package ovvi.cards;

import java.util.List;

import org.eclipse.osgi.util.NLS;

/**
 * The program a plugin pane runs, so that herdr keeps the pane (a pane dies with its program) and
 * herdr's own TUI says what the pane is ("Ovvi browser card: https://…"). It prints that line,
 * then waits in a read of the terminal with echo and signals off: no CPU while idle, typed keys
 * go nowhere, Ctrl+C does not end it, and the read ends when the pane closes (the terminal hangs
 * up). Only POSIX sh, stty and cat, so it runs on any machine herdr runs on; the line is an
 * argument, never part of the script.
 */
public final class Placeholder {

	private static final String SCRIPT = "printf '%s\\n' \"$1\"; stty raw -echo 2>/dev/null; exec cat >/dev/null";

	private Placeholder() {
	}

	/** The argv of the label's placeholder. */
	public static List<String> argv(CardLabel label) {
		return List.of("/bin/sh", "-c", SCRIPT, "ovvi-card", says(label));
	}

	/** What the placeholder says in herdr's TUI. */
	public static String says(CardLabel label) {
		return label.place().isEmpty() ? NLS.bind(Messages.Placeholder_says, label.plugin())
				: NLS.bind(Messages.Placeholder_saysAt, label.plugin(), label.place());
	}
}
