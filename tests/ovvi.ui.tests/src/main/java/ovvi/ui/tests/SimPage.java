package ovvi.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.LocalExec;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.model.write.Sessions;
import ovvi.testing.SimServer;
import ovvi.testing.TempHome;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * A session on the herdr simulator in a temporary home, with one space, open as a page of the
 * workbench's window; its server starts with the faults a test asks for and stops at the end.
 */
final class SimPage implements AutoCloseable {

	final Path home;
	final Map<String, String> environment;
	/** The page's session: its calls wait as long as the test said. */
	final HerdrSession herdr;
	/** The test's own calls, which wait herdr's usual 10 s whatever the page's patience. */
	private final HerdrSession checks;
	final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
	final SessionPage page;
	private final Display display = Display.getCurrent();

	/** @param timeout how long the page's calls wait for herdr */
	SimPage(String session, String faults, Duration timeout) throws Exception {
		this(session, faults, timeout, UnaryOperator.identity());
	}

	/** @param machine what the page's session runs through, made from this computer (a benchmark times its streams) */
	SimPage(String session, String faults, Duration timeout, UnaryOperator<Exec> machine) throws Exception {
		home = Files.createTempDirectory(Path.of("/tmp"), "ovvi-pg");
		environment = TempHome.environment(home, "/bin/bash");
		environment.put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
		Files.writeString(home.resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		LocalExec computer = LocalExec.start(environment);
		herdr = new HerdrSession(machine.apply(computer), session, timeout);
		checks = new HerdrSession(computer, session);
		server(faults);
		call("workspace.create", "cwd", home.toString());
		page = WindowPages.of(window).open(new Machine(Machine.THIS_COMPUTER, herdr.exec(), false), herdr);
		// the window may still show the tabs of a page an earlier test let go
		UiWait.until(display, () -> page.selectedTab() != null && TabTrack.of(window).shownTabs().contains(page.selectedTab())
				&& TabTrack.of(window).part(page.selectedTab()) != null, "the session's tab shows");
	}

	/**
	 * Waits until herdr has saved the session's spaces to its session.json, as it does within a
	 * second of a change: a server killed before then restarts with none of them.
	 */
	void untilSaved() {
		Path saved = home.resolve(".config/herdr/sessions").resolve(herdr.name()).resolve("session.json");
		UiWait.until(display, () -> {
			try {
				return Files.exists(saved) && !com.google.gson.JsonParser.parseString(Files.readString(saved)).getAsJsonObject()
						.getAsJsonArray("workspaces").isEmpty();
			} catch (java.io.IOException | RuntimeException notYet) {
				return false;
			}
		}, "herdr saved the session's spaces in " + saved);
	}

	/** Starts the session's server with these faults, detached as herdr's launch does. */
	void server(String faults) throws Exception {
		DetachedServer.start(checks, environment, home.resolve("server.log"), "--sim-faults", faults);
	}

	/** herdr's answer to a call the test makes; a failed call fails the test. */
	JsonObject call(String method, Object... params) {
		JsonObject object = new JsonObject();
		for (int i = 0; i < params.length; i += 2) {
			switch (params[i + 1]) {
			case Boolean bool -> object.addProperty((String) params[i], bool);
			case Number number -> object.addProperty((String) params[i], number);
			case List<?> list -> object.add((String) params[i], new Gson().toJsonTree(list));
			case JsonElement json -> object.add((String) params[i], json);
			default -> object.addProperty((String) params[i], String.valueOf(params[i + 1]));
			}
		}
		try {
			return checks.call(method, object);
		} catch (Exception failed) {
			throw new AssertionError(method + " failed: " + failed.getMessage(), failed);
		}
	}

	/**
	 * The session's server: the parent of a pane's shell, as herdr's panes are its children. Found
	 * through the session, not by its command line: another test run may have a session of the
	 * same name.
	 */
	ProcessHandle serverProcess() {
		String paneId = snapshot().getAsJsonArray("panes").get(0).getAsJsonObject().get("pane_id").getAsString();
		long shell = call("pane.process_info", "pane_id", paneId).getAsJsonObject("process_info").get("shell_pid").getAsLong();
		return ProcessHandle.of(shell).flatMap(ProcessHandle::parent)
				.orElseThrow(() -> new AssertionError("the shell of " + paneId + " (pid " + shell + ") has no parent"));
	}

	/** herdr's own snapshot, for checks. */
	JsonObject snapshot() {
		return call("session.snapshot").getAsJsonObject("snapshot");
	}

	JsonArray tabs() {
		return snapshot().getAsJsonArray("tabs");
	}

	/** herdr's label of the pane, or null when it has none. */
	String paneLabel(String paneId) {
		JsonElement label = call("pane.get", "pane_id", paneId).getAsJsonObject("pane").get("label");
		return label == null || label.isJsonNull() ? null : label.getAsString();
	}

	/** herdr's pane whose label names the card's plugin and place, once there is one. */
	String paneLabelled(String plugin, String place) {
		return CardPanes.paneLabelled(checks, plugin, place);
	}

	/** Waits until the keyboard is in the pane's card, in the tab's part of this page's window. */
	void awaitKeyboardOn(Tab tab, String paneId) {
		Pane pane = page.connection().store().pane(paneId);
		UiWait.until(display, () -> {
			TabPart part = TabTrack.of(window).part(tab);
			Control focus = display.getFocusControl();
			return part != null && part.cards().keyboardPane() == pane && focus != null
					&& Widgets.isInside(focus, part.cards().control());
		}, "the keyboard is on the card of " + paneId);
	}

	String recentText(String paneId) {
		return call("pane.read", "pane_id", paneId, "source", "recent", "lines", 200).getAsJsonObject("read").get("text")
				.getAsString();
	}

	@Override
	public void close() throws Exception {
		WindowPages.of(window).detach(page);
		Sessions.stop(herdr);
		try (Stream<Path> files = Files.walk(home)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}
}
