package ovvi.model.write;

import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;

/**
 * The first spaces of a fresh demo session, made with herdr's own calls (workspace.create, then
 * layout.apply with argv panes), so the demo shows only what herdr can do: three projects whose
 * panes run the simulator's scripted demo agent, beside a plain shell here and there. The agents
 * are scripts that report their states with {@code herdr pane report-agent}, not coding agents;
 * they start at different moments, so the spaces are seldom in the same state.
 *
 * A step that fails ends the filling: what was made stays, and {@link #problem()} says what is
 * missing and why.
 */
public final class DemoSpaces implements Sessions.FirstSpaces {

	private final String demoAgent;
	private String problem;

	/** @param demoAgent the path of the simulator's demo-agent script */
	public DemoSpaces(String demoAgent) {
		this.demoAgent = demoAgent;
	}

	/** What the demo lacks because a step failed (herdr's reason), or null when it holds everything. */
	public String problem() {
		return problem;
	}

	@Override
	public void create(HerdrSession herdr) throws HerdrException, InterruptedException {
		String home = herdr.homeFolder();
		String step = "making the space api-server";
		try {
			space(herdr, home, "api-server", "agents", split("right",
					agent(home, "coder", 0, "add rate limiting to POST /login", "return 404 for unknown users"),
					split("down", agent(home, "reviewer", 5000, "review the session-token change",
							"tighten the input checks"), shell(home))));
			step = "making the space web-app";
			space(herdr, home, "web-app", "frontend", split("right",
					agent(home, "frontend", 2500, "make the signup form accessible", "fix the dark-mode colours"),
					shell(home)));
			step = "making the space docs";
			space(herdr, home, "docs", "writer", agent(home, "writer", 1000, "document the login rate limit",
					"fix the broken links in the guide"));
		} catch (HerdrException e) {
			// an unreachable server fails the session's next snapshot as well, so the demo does not open
			problem = "Only part of the demo session was made: " + step + " failed (" + e.getMessage()
					+ "); what was made before it is there.";
		}
	}

	/** A space whose first tab is replaced by the layout, so the space holds only that. */
	private static void space(HerdrSession herdr, String cwd, String label, String tabLabel, JsonObject root)
			throws HerdrException, InterruptedException {
		JsonObject created = herdr.call("workspace.create", Params.of("cwd", cwd, "label", label, "focus", false));
		String tabId = created.getAsJsonObject("tab").get("tab_id").getAsString();
		herdr.call("layout.apply", Params.of("tab_id", tabId, "tab_label", tabLabel, "root", root));
	}

	private JsonObject agent(String cwd, String label, int startAfterMs, String... tasks) {
		List<String> argv = new ArrayList<>(List.of(demoAgent, "--agent", label, "--start-after-ms", String.valueOf(startAfterMs)));
		for (String task : tasks) {
			argv.add("--task");
			argv.add(task);
		}
		return Params.of("type", "pane", "cwd", cwd, "command", argv);
	}

	private static JsonObject shell(String cwd) {
		return Params.of("type", "pane", "cwd", cwd);
	}

	private static JsonObject split(String direction, JsonObject first, JsonObject second) {
		return Params.of("type", "split", "direction", direction, "ratio", 0.5, "first", first, "second", second);
	}
}
