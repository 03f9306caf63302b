package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.herdr.api.SessionInfo;
import ovvi.testing.SimServer;
import ovvi.testing.TempHome;
import ovvi.ui.UiIds;
import ovvi.ui.install.HerdrSetup;
import ovvi.ui.install.InstallHerdrPanel;
import ovvi.ui.install.InstallHerdrView;
import ovvi.ui.install.SetupState;
import ovvi.ui.preferences.OvviPreferences;

/** The Install herdr page of a computer whose login shell finds no herdr (a temporary HOME). */
class InstallHerdrTest {

	private final Display display = Display.getCurrent();
	private Path home;
	private Map<String, String> environment;
	private Shell shell;
	private InstallHerdrPanel panel;

	@BeforeEach
	void aComputerWithoutHerdr() throws Exception {
		home = Files.createTempDirectory(Path.of("/tmp"), "ovvi-ui");
		environment = TempHome.environment(home, "/bin/bash");
		shell = new Shell(display);
		shell.setText("Install herdr");
		shell.setLayout(new FillLayout());
		shell.setSize(720, 420);
		shell.open();
	}

	@AfterEach
	void cleanUp() throws Exception {
		OvviPreferences.store().setToDefault(OvviPreferences.INSTALL_COMMAND);
		shell.dispose();
		Process stop = simulator("--session", HerdrSetup.DEMO_SESSION, "session", "stop", HerdrSetup.DEMO_SESSION).start();
		stop.waitFor();
		try (Stream<Path> files = Files.walk(home)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	private ProcessBuilder simulator(String... args) {
		List<String> command = new java.util.ArrayList<>(List.of(HerdrSetup.shippedSimulator()));
		command.addAll(List.of(args));
		ProcessBuilder builder = new ProcessBuilder(command);
		builder.environment().putAll(environment);
		builder.environment().put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
		return builder.redirectErrorStream(true);
	}

	private void showThePage() {
		panel = new InstallHerdrPanel(shell, environment, HerdrSetup.shippedSimulator(), demo -> {
			// the window opens it as a page; this panel has no window
		});
		shell.layout(true, true);
		awaitTitle("Install herdr");
	}

	private void awaitTitle(String title) {
		UiWait.until(display, () -> title.equals(titleShown()), "the page shows \"" + title + "\" (it shows \"" + titleShown() + "\")");
	}

	private String titleShown() {
		return Widgets.all(shell, Label.class).stream().filter(label -> UiIds.INSTALL_TITLE.equals(label.getData(UiIds.KEY)))
				.map(Label::getText).findFirst().orElse(null);
	}

	private void useInstaller(String script) throws Exception {
		Path installer = TempHome.writeScript(home.resolve("installer.sh"), script);
		OvviPreferences.store().setValue(OvviPreferences.INSTALL_COMMAND, "sh " + installer);
	}

	@Test
	void theViewShowsWhereThisComputerStands() throws Exception {
		var page = org.eclipse.ui.PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		var view = page.showView(InstallHerdrView.ID);
		try {
			Shell window = page.getWorkbenchWindow().getShell();
			// this computer may have herdr or not; either way the view says so
			UiWait.until(display, () -> Widgets.all(window, Label.class).stream()
					.anyMatch(label -> UiIds.INSTALL_TITLE.equals(label.getData(UiIds.KEY))
							&& List.of("Install herdr", "herdr is installed").contains(label.getText())),
					"the view found herdr or found it missing");
			Screenshots.save(window, "install-herdr-view.png");
		} finally {
			page.hideView(view);
		}
	}

	@Test
	void aComputerWithoutHerdrShowsInstallHerdrWithTheCommand() throws Exception {
		showThePage();
		assertEquals("curl -fsSL https://herdr.dev/install.sh | sh", Widgets.byId(shell, UiIds.INSTALL_COMMAND, Text.class).getText());
		assertTrue(Widgets.byId(shell, UiIds.INSTALL_DEMO_BUTTON, Button.class).isEnabled());
		Screenshots.save(shell, "install-herdr.png");
	}

	@Test
	void aSuccessfulInstallShowsItsLastLineThenFindsHerdr() throws Exception {
		useInstaller("""
				#!/bin/sh
				echo "Downloading herdr"
				printf '\\033[1;32mstep 3 of 3: linking\\033[0m\\n'
				while [ ! -e "$HOME/go" ]; do sleep 0.05; done
				mkdir -p "$HOME/.local/bin"
				printf '#!/bin/sh\\nexec "%s" "$@"\\n' "$SIMULATOR" > "$HOME/.local/bin/herdr"
				chmod 755 "$HOME/.local/bin/herdr"
				""".replace("$SIMULATOR", HerdrSetup.shippedSimulator()));
		showThePage();
		Mouse.click(Widgets.byId(shell, UiIds.INSTALL_BUTTON, Button.class));
		awaitTitle("Installing herdr…");
		UiWait.until(display, () -> "step 3 of 3: linking".equals(Widgets.byId(shell, UiIds.INSTALL_LAST_LINE, Label.class).getText()),
				"the loader shows the installer's last line, colours removed");
		Screenshots.save(shell, "install-herdr-running.png");
		Files.createFile(home.resolve("go"));
		awaitTitle("herdr is installed");
		String path = ((SetupState.Found) panel.state()).herdrPath();
		assertEquals(home.resolve(".local/bin/herdr").toString(), path);
	}

	@Test
	void aFailedInstallShowsTheLastSixLinesAndTheReasonWithTryAgain() throws Exception {
		useInstaller("""
				#!/bin/sh
				for i in 1 2 3 4 5 6 7 8; do echo "installer line $i"; done
				echo "curl: (6) Could not resolve host: herdr.dev" >&2
				exit 1
				""");
		showThePage();
		Mouse.click(Widgets.byId(shell, UiIds.INSTALL_BUTTON, Button.class));
		awaitTitle("herdr did not install");
		assertEquals("""
				installer line 4
				installer line 5
				installer line 6
				installer line 7
				installer line 8
				curl: (6) Could not resolve host: herdr.dev""", Widgets.byId(shell, UiIds.INSTALL_OUTPUT, Text.class).getText());
		String reason = Widgets.byId(shell, UiIds.INSTALL_REASON, Label.class).getText();
		assertEquals("The installer exited with status 1 on this computer.", reason);
		Screenshots.save(shell, "install-herdr-failed.png");

		useInstaller("""
				#!/bin/sh
				echo "still failing"
				exit 7
				""");
		Mouse.click(Widgets.byId(shell, UiIds.INSTALL_TRY_AGAIN, Button.class));
		UiWait.until(display, () -> panel.state() instanceof SetupState.Failed failed && failed.reason().contains("status 7"),
				"Try Again ran the installer again");
		assertEquals("still failing", Widgets.byId(shell, UiIds.INSTALL_OUTPUT, Text.class).getText());
	}

	@Test
	void tryADemoSessionStartsTheSimulatorsServer() throws Exception {
		assertNotNull(HerdrSetup.shippedSimulator(), "the tests name the built simulator in " + HerdrSetup.SIMULATOR_PROPERTY);
		showThePage();
		Mouse.click(Widgets.byId(shell, UiIds.INSTALL_DEMO_BUTTON, Button.class));
		UiWait.until(display, () -> panel.state() instanceof SetupState.DemoRunning, "the demo session runs");
		Screenshots.save(shell, "install-herdr-demo.png");
		((SetupState.DemoRunning) panel.state()).session().call("ping", null);

		Process list = simulator("session", "list", "--json").start();
		String listing = new String(list.getInputStream().readAllBytes());
		assertEquals(0, list.waitFor(), listing);
		SessionInfo demo = SessionInfo.parseList(listing).get(HerdrSetup.DEMO_SESSION);
		assertNotNull(demo, listing);
		assertTrue(demo.running(), listing);
	}
}
