package ovvi.git;

/** How one git run ended. A row shows only a branch, so a failure carries no message. */
sealed interface GitOutput {

	/** git ran to its end. */
	record Ended(int exit, String stdout) implements GitOutput {
	}

	/** The machine has no git (not on the PATH), so there is nothing to ask. */
	record GitMissing() implements GitOutput {
	}

	/** The run took longer than the limit and was ended. */
	record TimedOut() implements GitOutput {
	}

	/** The run could not start or its output was lost (a dropped connection). */
	record Failed() implements GitOutput {
	}
}
