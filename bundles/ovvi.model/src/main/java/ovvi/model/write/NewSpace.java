package ovvi.model.write;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;

/**
 * New Space (page header +, space menu, an empty session's New Space), and a folder dropped on
 * the Dock icon (one per folder, with its path). herdr reads ~ as its machine's home; a
 * launchd-started server's cwd is not home.
 *
 * @param cwd the folder, or null for the home folder
 * @param label the name the user typed, or null
 */
public record NewSpace(String cwd, String label) implements Write {

	public static NewSpace home(String label) {
		return new NewSpace(null, label == null || label.isEmpty() ? null : label);
	}

	public static NewSpace folder(String path) {
		return new NewSpace(path, null);
	}

	@Override
	public String action() {
		return "New Space";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		// herdr takes the cwd verbatim: the home folder is named as that machine's shell knows it, never "~"
		String folder = cwd == null ? context.herdr().homeFolder() : cwd;
		JsonObject reply = context.call("workspace.create", Params.of("cwd", folder, "label", label, "focus", false));
		return Outcome.selecting(Replies.id(context.host(), "workspace.create", reply, "tab", "tab_id"),
				Replies.id(context.host(), "workspace.create", reply, "root_pane", "pane_id"));
	}
}
