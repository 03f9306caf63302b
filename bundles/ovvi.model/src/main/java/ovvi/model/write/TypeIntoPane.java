package ovvi.model.write;

import java.util.List;

import ovvi.herdr.api.HerdrException;

/**
 * Go to Directory (⇧⌘G): cd -- '‹path›' and Return, only when the pane runs only its shell.
 * Insert Path (⇧⌘I): the shell-quoted path, no Return. Both quote through {@link ShellQuote}.
 */
public record TypeIntoPane(String action, String paneId, String text, boolean enter, boolean onlyAtTheShell) implements Write {

	public static TypeIntoPane goToDirectory(String paneId, String path) {
		return new TypeIntoPane("Go to Directory", paneId, "cd -- " + ShellQuote.quote(path), true, true);
	}

	public static TypeIntoPane insertPath(String paneId, String path) {
		return new TypeIntoPane("Insert Path", paneId, ShellQuote.quote(path), false, false);
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		if (onlyAtTheShell && !ProcessCheck.programs(context.call("pane.process_info", Params.of("pane_id", paneId))).isEmpty()) {
			return Outcome.unchanged("busy");
		}
		context.call("pane.send_input", Params.of("pane_id", paneId, "text", text, "keys", enter ? List.of("enter") : null));
		return Outcome.DONE;
	}
}
