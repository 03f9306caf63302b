package ovvi.git;

/**
 * Fetch, Pull and Push in a space row's menu: git's own commands, run at the space's root on its
 * machine. When git ends, the space is read again.
 */
public enum GitSync {

	FETCH("Fetch", "fetch"),
	PULL("Pull", "pull"),
	PUSH("Push", "push");

	private final String label;
	private final String verb;

	GitSync(String label, String verb) {
		this.label = label;
		this.verb = verb;
	}

	/** As the menu and the progress name it. */
	public String label() {
		return label;
	}

	/** git's subcommand. */
	public String verb() {
		return verb;
	}
}
