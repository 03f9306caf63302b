package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.model.Tab;
import ovvi.model.write.Rename;
import ovvi.model.write.Sessions;
import ovvi.testing.SimServer;
import ovvi.testing.TempHome;
import ovvi.ui.UiIds;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.pages.Writes;
import ovvi.ui.tab.TabTrack;

/**
 * The seed's states of a page, in its words: "herdr did not answer" for a write that timed out,
 * Reconnecting while herdr is gone and live again once it runs, "herdr is too old".
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PageStatesTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static final String SESSION = "states";
	private static Path home;
	private static Map<String, String> environment;
	private static HerdrSession herdr;
	private static IWorkbenchWindow window;
	private static SessionPage page;

	@BeforeAll
	static void aPageOnASlowSession() throws Exception {
		home = Files.createTempDirectory(Path.of("/tmp"), "ovvi-st");
		environment = TempHome.environment(home, "/bin/bash");
		environment.put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
		Files.writeString(home.resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		// calls give up after 1 s here, so a 3 s rename is a write herdr did not answer
		herdr = new HerdrSession(LocalExec.start(environment), SESSION, Duration.ofSeconds(1));
		server("delay:tab.rename:3000");
		JsonObject params = new JsonObject();
		params.addProperty("cwd", home.toString());
		herdr.call("workspace.create", params);
		window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		page = WindowPages.of(window).open(new Machine(Machine.THIS_COMPUTER, herdr.exec(), false), herdr);
		UiWait.until(DISPLAY, () -> !TabTrack.of(window).shownTabs().isEmpty(), "the session's tab shows");
	}

	@AfterAll
	static void cleanUp() throws Exception {
		WindowPages.of(window).detach(page);
		Sessions.stop(herdr);
		try (Stream<Path> files = Files.walk(home)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	/** A server with faults of the test's choosing, started detached as herdr's launch does. */
	private static void server(String faults) throws Exception {
		ProcessBuilder builder = new ProcessBuilder("setsid", "-f", SimServer.herdr().toString(), "--session", SESSION,
				"server", "--sim-faults", faults);
		builder.environment().clear();
		builder.environment().putAll(environment);
		builder.redirectErrorStream(true).redirectOutput(home.resolve("server.log").toFile());
		builder.start().waitFor(10, TimeUnit.SECONDS);
		UiWait.until(DISPLAY, () -> {
			try {
				return herdr.info() != null && herdr.info().running();
			} catch (Exception notYet) {
				return false;
			}
		}, "the simulator's server runs");
	}

	private static String sidebarPageRow() {
		Tree tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
		return tree.getItemCount() == 0 ? "" : tree.getItem(0).getText();
	}

	@Test
	@Order(1)
	void aWriteHerdrDoesNotAnswerShowsTheNotice() {
		Tab tab = TabTrack.of(window).shownTabs().get(0);
		Writes.submit(window, page, Rename.tab(tab.id(), "slow", tab.label()));
		UiWait.until(DISPLAY, () -> Widgets.all(window.getShell(), CLabel.class).stream()
				.anyMatch(label -> label.getText() != null && label.getText().startsWith("herdr did not answer")),
				"the status line says herdr did not answer");
	}

	@Test
	@Order(2)
	void aStoppedSessionShowsReconnectingAndIsLiveAgainOnceItRuns() throws Exception {
		Sessions.stop(herdr);
		UiWait.until(DISPLAY, () -> sidebarPageRow().contains("Reconnecting…"), "the sidebar says Reconnecting");
		Label banner = Widgets.byId(window.getShell(), UiIds.TAB_PROBLEM, Label.class);
		UiWait.until(DISPLAY, () -> banner.isVisible() && banner.getText().startsWith("Reconnecting…"),
				"the tab says Reconnecting");
		Screenshots.save(window.getShell(), "window-reconnecting.png");

		server("");
		UiWait.until(DISPLAY, () -> !sidebarPageRow().contains("Reconnecting"), "the page is live again");
	}

	@Test
	@Order(3)
	void aHerdrThatIsTooOldSaysSo() throws Exception {
		Sessions.stop(herdr);
		server("version:0.9.1");
		UiWait.until(DISPLAY, () -> sidebarPageRow().contains("herdr is too old: herdr 0.9.1 is too old; 0.9.3 or newer needed."),
				"the page says herdr is too old (" + sidebarPageRow() + ")");
		Sessions.stop(herdr);
		server("");
		UiWait.until(DISPLAY, () -> !sidebarPageRow().contains("too old"), "the state clears after an update");
		assertTrue(sidebarPageRow().startsWith(SESSION), sidebarPageRow());
	}
}
