package ovvi.model.requests;

/** Where ovvi open puts its card (the seed's row "An agent's ovvi open"). */
public enum Placement {
	/** a new tab right after the asking pane's tab */
	TAB("--tab"),
	/** beside the asking pane */
	SIDE("--side"),
	/** in place of the asking pane's card */
	REPLACE("--replace");

	private final String option;

	Placement(String option) {
		this.option = option;
	}

	/** The placement the command's option names, or null for any other text. */
	public static Placement ofOption(String option) {
		for (Placement placement : values()) {
			if (placement.option.equals(option)) {
				return placement;
			}
		}
		return null;
	}

	public String option() {
		return option;
	}
}
