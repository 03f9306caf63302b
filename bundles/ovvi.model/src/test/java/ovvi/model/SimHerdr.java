package ovvi.model;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.model.pacing.SystemScheduler;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.snapshot.SnapshotDecoder;
import ovvi.model.write.Outcome;
import ovvi.model.write.Write;
import ovvi.testing.SimServer;

/**
 * The model against the herdr simulator: a session, a connection, and herdr's own view for checks.
 * The model reaches herdr through a {@link CallTap}; the test's own calls are another client's.
 */
public final class SimHerdr {

	/** The model's way to the session. */
	public final HerdrSession herdr;
	/** Another client of the same session: the test's checks and its changes "from elsewhere". */
	public final HerdrSession otherClient;
	public final CallTap tap;
	public final ModelSettings settings = new ModelSettings();
	public final HostConnection connection;
	private final Path home;

	public SimHerdr(SimServer sim) throws Exception {
		// The simulator is on the login shell's PATH only, as a user's rc file would put it.
		Files.writeString(sim.home().resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		LocalExec machine = LocalExec.start(sim.environment("/bin/bash"));
		tap = new CallTap(machine);
		herdr = new HerdrSession(tap, SimServer.SESSION);
		otherClient = new HerdrSession(machine, SimServer.SESSION);
		connection = new HostConnection("This Mac", herdr, settings, SystemScheduler.INSTANCE);
		home = sim.home().toRealPath();
	}

	public HostStore store() {
		return connection.store();
	}

	public JsonObject call(String method, Object... params) throws Exception {
		JsonObject object = new JsonObject();
		for (int i = 0; i < params.length; i += 2) {
			Object value = params[i + 1];
			if (value instanceof Boolean bool) {
				object.addProperty((String) params[i], bool);
			} else if (value instanceof Number number) {
				object.addProperty((String) params[i], number);
			} else if (value instanceof com.google.gson.JsonElement json) {
				object.add((String) params[i], json);
			} else {
				object.addProperty((String) params[i], (String) value);
			}
		}
		return otherClient.call(method, object);
	}

	/**
	 * herdr's snapshot now, as the connection's own paced read that starts after this call: so no
	 * read the connection started earlier can land after it in the store.
	 */
	public Snapshot snapshot() throws Exception {
		return connection.readNow().get();
	}

	public JsonObject rawSnapshot() throws Exception {
		return otherClient.call("session.snapshot", null).getAsJsonObject("snapshot");
	}

	/** herdr's state as another client reads it; the store is left as it is. */
	public Snapshot herdrSnapshot() throws Exception {
		return SnapshotDecoder.decode(otherClient.call("session.snapshot", null));
	}

	/** herdr's focused pane: a write that leaves herdr's focus alone leaves it the same. */
	public String focus() throws Exception {
		return rawSnapshot().get("focused_pane_id").getAsString();
	}

	/** A space's tabs in herdr's order. */
	public List<String> tabIds(String spaceId) throws Exception {
		return herdrSnapshot().tabs().stream().filter(t -> t.spaceId().equals(spaceId)).map(Snapshot.TabRecord::id).toList();
	}

	/** herdr's record of a pane, or null when herdr has none of that id. */
	public Snapshot.PaneRecord herdrPane(String paneId) throws Exception {
		return herdrSnapshot().panes().stream().filter(p -> p.id().equals(paneId)).findFirst().orElse(null);
	}

	/** A token herdr has on a space (workspace.get lists them), or null. */
	public String spaceToken(String spaceId, String name) throws Exception {
		return token(call("workspace.get", "workspace_id", spaceId).getAsJsonObject("workspace"), name);
	}

	/** A token herdr has on a pane (pane.get lists them), or null. */
	public String paneToken(String paneId, String name) throws Exception {
		return token(call("pane.get", "pane_id", paneId).getAsJsonObject("pane"), name);
	}

	private static String token(JsonObject owner, String name) {
		JsonObject tokens = owner.has("tokens") && owner.get("tokens").isJsonObject() ? owner.getAsJsonObject("tokens") : new JsonObject();
		return tokens.has(name) && !tokens.get(name).isJsonNull() ? tokens.get(name).getAsString() : null;
	}

	/** Types a command line and Return into a pane, as another client. */
	public void type(String paneId, String line) throws Exception {
		JsonArray enter = new JsonArray();
		enter.add("enter");
		call("pane.send_input", "pane_id", paneId, "text", line, "keys", enter);
	}

	/** What runs in a pane besides its shell, by name, as herdr's pane.process_info tells. */
	public List<String> programs(String paneId) throws Exception {
		JsonObject info = call("pane.process_info", "pane_id", paneId).getAsJsonObject("process_info");
		List<String> names = new ArrayList<>();
		if (info.has("foreground_processes")) {
			for (JsonElement process : info.getAsJsonArray("foreground_processes")) {
				if (process.getAsJsonObject().get("pid").getAsLong() != info.get("shell_pid").getAsLong()) {
					names.add(process.getAsJsonObject().get("name").getAsString());
				}
			}
		}
		return names;
	}

	/** A condition on herdr's state, asked again until it holds. */
	@FunctionalInterface
	public interface Check {
		boolean holds() throws Exception;
	}

	/**
	 * Waits for what herdr has no event for (a shell starting a program, changing its folder,
	 * drawing text): herdr is asked again every 25 ms, for at most 10 s.
	 */
	public static void awaitThat(String what, Check check) throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
		while (!check.holds()) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("herdr did not get there within 10 s: " + what);
			}
			LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(25));
		}
	}

	/** Starts a long-running program in a pane and waits until herdr sees it run. */
	public void runProgram(String paneId) throws Exception {
		type(paneId, "sleep 60");
		awaitThat("sleep runs in " + paneId, () -> programs(paneId).contains("sleep"));
	}

	/** What the test looks at once every write asked for so far has run: the queue runs them in order, and this one last. */
	public <T> T afterTheWrites(Callable<T> look) throws Exception {
		List<T> seen = new ArrayList<>();
		write(new Write() {
			@Override
			public String action() {
				return "the test's look";
			}

			@Override
			public Outcome run(ovvi.model.write.WriteContext context) {
				try {
					seen.add(look.call());
				} catch (Exception e) {
					throw new IllegalStateException(e);
				}
				return Outcome.DONE;
			}
		});
		return seen.get(0);
	}

	/** Every write asked for so far has run. */
	public void awaitWrites() throws Exception {
		afterTheWrites(() -> true);
	}

	/**
	 * A git repository in the home folder with one linked worktree per branch, opened in herdr
	 * with worktree.open (herdr fills a space's worktree group only after a worktree.* call):
	 * the ids of the repository's space, then of each worktree's space.
	 */
	public List<String> worktreeGroup(String name, String... branches) throws Exception {
		Path repo = home.resolve(name);
		git(home, "init", "-q", repo.toString());
		git(repo, "commit", "-q", "--allow-empty", "-m", "first");
		List<String> spaces = new ArrayList<>();
		for (String branch : branches) {
			Path worktree = home.resolve(name + "-" + branch);
			git(repo, "worktree", "add", "-q", "-b", branch, worktree.toString());
			JsonObject opened = call("worktree.open", "cwd", repo.toString(), "path", worktree.toString(), "focus", false);
			spaces.add(opened.getAsJsonObject("workspace").get("workspace_id").getAsString());
		}
		Snapshot herdr = herdrSnapshot();
		String repoKey = herdr.spaces().stream().filter(s -> s.id().equals(spaces.get(0))).findFirst().orElseThrow().worktree().repoKey();
		spaces.add(0, herdr.spaces().stream().filter(s -> s.worktree() != null && !s.worktree().linked()
				&& s.worktree().repoKey().equals(repoKey)).findFirst().orElseThrow().id());
		snapshot();
		return spaces;
	}

	private static void git(Path in, String... args) throws Exception {
		List<String> argv = new ArrayList<>(List.of("git", "-c", "user.name=Ovvi Test", "-c", "user.email=test@ovvi.invalid",
				"-c", "init.defaultBranch=main", "-C", in.toString()));
		argv.addAll(List.of(args));
		Process git = new ProcessBuilder(argv).redirectErrorStream(true).start();
		String output = new String(git.getInputStream().readAllBytes());
		if (git.waitFor() != 0) {
			throw new IllegalStateException(String.join(" ", argv) + " failed: " + output);
		}
	}

	/** The tab's split tree as layout.export gives it. */
	public LayoutNode tree(String tabId) throws Exception {
		return SnapshotDecoder.node(call("layout.export", "tab_id", tabId).getAsJsonObject("layout").getAsJsonObject("root"));
	}

	public Outcome write(Write write) throws Exception {
		return connection.submit(write).get();
	}

	/** A new space of its own for one test: {spaceId, tabId, paneId}. */
	public List<String> newSpace() throws Exception {
		JsonObject made = call("workspace.create", "cwd", "/tmp", "focus", false);
		String space = made.getAsJsonObject("workspace").get("workspace_id").getAsString();
		String tab = made.getAsJsonObject("tab").get("tab_id").getAsString();
		String pane = made.getAsJsonObject("root_pane").get("pane_id").getAsString();
		snapshot();
		return List.of(space, tab, pane);
	}

	/** Splits a pane right through herdr directly; returns the new pane's id. */
	public String split(String paneId, String direction) throws Exception {
		String made = call("pane.split", "target_pane_id", paneId, "direction", direction, "focus", false)
				.getAsJsonObject("pane").get("pane_id").getAsString();
		snapshot();
		return made;
	}
}
