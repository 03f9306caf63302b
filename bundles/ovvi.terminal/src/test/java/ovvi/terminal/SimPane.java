package ovvi.terminal;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.testing.SimServer;

/** A pane of a workspace of its own in the herdr simulator, with a real shell in a real PTY. */
final class SimPane implements AutoCloseable {

	final HerdrSession session;
	final String paneId;
	final String terminalId;

	private SimPane(HerdrSession session, String paneId, String terminalId) {
		this.session = session;
		this.paneId = paneId;
		this.terminalId = terminalId;
	}

	static SimPane open(SimServer sim) throws Exception {
		Files.writeString(sim.home().resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		HerdrSession session = new HerdrSession(LocalExec.start(sim.environment("/bin/bash")), SimServer.SESSION);
		JsonObject params = new JsonObject();
		params.addProperty("cwd", sim.home().toString());
		params.addProperty("focus", false);
		String workspaceId = session.call("workspace.create", params).getAsJsonObject("workspace").get("workspace_id")
				.getAsString();
		for (var element : session.call("session.snapshot", null).getAsJsonObject("snapshot").getAsJsonArray("panes")) {
			JsonObject pane = element.getAsJsonObject();
			if (workspaceId.equals(pane.get("workspace_id").getAsString())) {
				return new SimPane(session, pane.get("pane_id").getAsString(), pane.get("terminal_id").getAsString());
			}
		}
		throw new AssertionError("the new workspace has no pane");
	}

	/** herdr's visible screen, trailing blanks and blank rows at the bottom left out. */
	List<String> visible() {
		return trimmed(read("visible", 0).lines().toList());
	}

	/** The last 200 lines herdr holds. */
	List<String> recent() {
		return read("recent", 200).lines().toList();
	}

	boolean hasLine(java.util.function.Predicate<String> line) {
		return recent().stream().anyMatch(line);
	}

	private String read(String source, int lines) {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		params.addProperty("source", source);
		if (lines > 0) {
			params.addProperty("lines", lines);
		}
		try {
			return session.call("pane.read", params).getAsJsonObject("read").get("text").getAsString();
		} catch (Exception unreadable) {
			throw new AssertionError("pane.read failed", unreadable);
		}
	}

	static List<String> trimmed(List<String> rows) {
		List<String> lines = new ArrayList<>(rows.stream().map(String::stripTrailing).toList());
		while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
			lines.remove(lines.size() - 1);
		}
		return lines;
	}

	@Override
	public void close() throws Exception {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		try {
			session.call("pane.close", params);
		} catch (Exception alreadyGone) {
			// the test closed it
		}
	}
}
