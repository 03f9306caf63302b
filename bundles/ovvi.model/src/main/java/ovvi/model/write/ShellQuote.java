package ovvi.model.write;

/**
 * The one place where data becomes shell text: a single-quoted word, with each ' written as
 * '\'' so no character of the data is special to the shell.
 */
public final class ShellQuote {

	private ShellQuote() {
	}

	public static String quote(String word) {
		return "'" + word.replace("'", "'\\''") + "'";
	}
}
