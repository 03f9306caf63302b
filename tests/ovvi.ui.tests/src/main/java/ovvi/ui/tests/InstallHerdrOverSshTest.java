package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.SessionNames;
import ovvi.model.HostConnection;
import ovvi.model.ModelSettings;
import ovvi.model.pacing.SystemScheduler;
import ovvi.model.write.Sessions;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;
import ovvi.ui.UiIds;
import ovvi.ui.install.HerdrSetup;
import ovvi.ui.install.InstallHerdrPanel;
import ovvi.ui.install.SetupState;
import ovvi.ui.open.Machines;
import ovvi.ui.open.OpenSessionDialog;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.preferences.OvviPreferences;
import ovvi.ui.tab.PageInstallHerdrPart;
import ovvi.ui.tab.TabTrack;

/**
 * Install herdr on a host (a real sshd on 127.0.0.1) whose login shell finds no herdr: the
 * session's page offers it as this computer's does, runs the installer over the SSH connection
 * into the host's ~/.local/bin, and goes on to the session. The installer is a script in the
 * host's home that puts the simulator there, as herdr's own installer puts herdr.
 */
class InstallHerdrOverSshTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(true);

	private final Display display = Display.getCurrent();
	private final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
	private final WindowPages pages = WindowPages.of(window);
	private Machines machines;
	private SessionPage page;

	@BeforeEach
	void aHostWithoutHerdr() throws Exception {
		// known_hosts stays as the fixture wrote it: rewriting it here could race a reconnect that reads it
		Files.deleteIfExists(hostsHerdr());
		machines = new Machines(TempHome.environment(SSHD.localHome(), "/bin/bash"), display);
	}

	@AfterEach
	void cleanUp() throws Exception {
		OvviPreferences.store().setToDefault(OvviPreferences.INSTALL_COMMAND);
		if (page != null) {
			if (Files.exists(hostsHerdr())) {
				Sessions.stop(page.connection().herdr());
			}
			pages.detach(page);
		}
		machines.close();
	}

	private Path hostsHerdr() {
		return SSHD.remoteHome().resolve(".local/bin/herdr");
	}

	/** An installer on the host that prints and then puts the simulator where herdr's installer puts herdr. */
	private Path installer(String name) throws Exception {
		return TempHome.writeScript(SSHD.remoteHome().resolve(name), """
				#!/bin/sh
				echo "Downloading herdr"
				mkdir -p "$HOME/.local/bin"
				printf '#!/bin/sh\\nexec "%s" "$@"\\n' "$SIMULATOR" > "$HOME/.local/bin/herdr"
				chmod 755 "$HOME/.local/bin/herdr"
				echo "herdr installed to $HOME/.local/bin"
				""".replace("$SIMULATOR", SimServer.herdr().toString()));
	}

	@Test
	void aHostsPageWithoutHerdrInstallsItThereAndGoesOnToTheSession() throws Exception {
		OvviPreferences.store().setValue(OvviPreferences.INSTALL_COMMAND, "sh " + installer("installer.sh"));
		OpenSessionDialog dialog = new OpenSessionDialog(window.getShell(), machines, pages::open);
		dialog.setBlockOnOpen(false);
		dialog.open();
		Shell shell = dialog.getShell();
		Widgets.byId(shell, UiIds.OPEN_MACHINE, Combo.class).setText(Sshd.ALIAS);
		Mouse.click(Widgets.byId(shell, UiIds.OPEN_LIST, Button.class));
		Label status = Widgets.byId(shell, UiIds.OPEN_STATUS, Label.class);
		UiWait.until(display, () -> status.getText().startsWith("herdr is not installed on " + Sshd.ALIAS),
				"the listing says the host has no herdr (" + status.getText() + ")");
		Widgets.byId(shell, UiIds.OPEN_NAME, Text.class).setText(SessionNames.DEFAULT);
		Mouse.click(Widgets.byId(shell, UiIds.OPEN_OPEN, Button.class));
		UiWait.until(display, shell::isDisposed, "Open makes the session a page though its host has no herdr");
		page = pages.inView();
		assertEquals(Sshd.ALIAS, page.machine().label());

		InstallHerdrPanel panel = awaitInstallPage();
		assertEquals("herdr is not installed on " + Sshd.ALIAS + ". Ovvi shows herdr's sessions, so it installs herdr with"
				+ " this command, into ~/.local/bin there:", message(panel));
		assertTrue(Widgets.all(panel.control(), Button.class).stream()
				.noneMatch(button -> UiIds.INSTALL_DEMO_BUTTON.equals(button.getData(UiIds.KEY))), "a host offers no demo session");
		Screenshots.save(window.getShell(), "install-herdr-host.png");

		Mouse.click(Widgets.byId(panel.control(), UiIds.INSTALL_BUTTON, Button.class));
		awaitTheSession();
		assertTrue(Files.isExecutable(hostsHerdr()), "herdr is in the host's ~/.local/bin");
		Screenshots.save(window.getShell(), "install-herdr-host-done.png");
	}

	@Test
	void aMissingInstallSourceShowsTheReasonAndTryAgainInstallsOnceItIsThere() throws Exception {
		Path source = SSHD.remoteHome().resolve("later-installer.sh");
		Files.deleteIfExists(source);
		OvviPreferences.store().setValue(OvviPreferences.INSTALL_COMMAND, "sh " + source);
		HerdrSession remote = machines.session(Sshd.ALIAS, SessionNames.DEFAULT);
		page = pages.open(new Machine(Sshd.ALIAS, remote.exec(), false), remote);

		InstallHerdrPanel panel = awaitInstallPage();
		Mouse.click(Widgets.byId(panel.control(), UiIds.INSTALL_BUTTON, Button.class));
		UiWait.until(display, () -> panel.state() instanceof SetupState.Failed, "the install fails (" + panel.state() + ")");
		assertEquals("herdr did not install", Widgets.byId(panel.control(), UiIds.INSTALL_TITLE, Label.class).getText());
		String output = Widgets.byId(panel.control(), UiIds.INSTALL_OUTPUT, Text.class).getText();
		assertTrue(output.contains(source.toString()), "the host's sh says which file is missing: " + output);
		String reason = Widgets.byId(panel.control(), UiIds.INSTALL_REASON, Label.class).getText();
		assertTrue(reason.matches("The installer exited with status [1-9][0-9]* on " + Sshd.ALIAS + "\\."), reason);
		assertFalse(Files.exists(hostsHerdr()));
		Screenshots.save(window.getShell(), "install-herdr-host-failed.png");

		installer(source.getFileName().toString());
		Mouse.click(Widgets.byId(panel.control(), UiIds.INSTALL_TRY_AGAIN, Button.class));
		awaitTheSession();
		assertTrue(Files.isExecutable(hostsHerdr()), "herdr is in the host's ~/.local/bin");
	}

	@Test
	void aHerdrPutOnTheHostWhileThePageShowsInstallHerdrIsFoundAndTheSessionStarts() throws Exception {
		HerdrSession remote = machines.session(Sshd.ALIAS, SessionNames.DEFAULT);
		HostConnection connection = new HostConnection(Sshd.ALIAS, remote, new ModelSettings(), SystemScheduler.INSTANCE);
		CompletableFuture<Void> sessionRead = new CompletableFuture<>();
		connection.store().addListener((source, property) -> {
			if (!connection.store().spaces().isEmpty()) {
				sessionRead.complete(null);
			}
		});
		BlockingQueue<SetupState> states = new LinkedBlockingQueue<>();
		// asked again every second here instead of 30 s, so the test does not wait half a minute
		HerdrSetup setup = new HerdrSetup(connection, () -> "false", states::add, Duration.ofSeconds(1));
		try {
			setup.check();
			assertInstanceOf(SetupState.Checking.class, states.poll(60, TimeUnit.SECONDS));
			assertEquals(new SetupState.Missing("false", false, null), states.poll(60, TimeUnit.SECONDS));
			// installed by hand on the host, where herdr's installer puts it
			Path herdr = SimServer.installIn(SSHD.remoteHome());
			assertEquals(new SetupState.Connecting(herdr.toString()), states.poll(60, TimeUnit.SECONDS));
			sessionRead.get(60, TimeUnit.SECONDS);
			assertEquals("pong", remote.call("ping", null).get("type").getAsString(), "the session runs on the host");
		} finally {
			setup.close();
			if (sessionRead.isDone()) {
				Sessions.stop(remote);
			}
			connection.close();
		}
	}

	/** The page in view shows Install herdr for its host where its tabs would be. */
	private InstallHerdrPanel awaitInstallPage() {
		UiWait.until(display, () -> installPart() != null && installPart().panel().state() instanceof SetupState.Missing,
				"the page shows Install herdr (" + (installPart() == null ? "no part" : installPart().panel().state()) + ")");
		return installPart().panel();
	}

	/** The session's tab takes the place of Install herdr once the session answers. */
	private void awaitTheSession() {
		UiWait.until(display, () -> page.connection().problem() == null && !TabTrack.of(window).shownTabs().isEmpty()
				&& installPart() == null,
				"the page shows its session (" + page.connection().problem() + ", "
						+ (installPart() == null ? "no Install herdr" : installPart().panel().state()) + ")");
	}

	private PageInstallHerdrPart installPart() {
		return TabTrack.of(window).installPart();
	}

	private static String message(InstallHerdrPanel panel) {
		return Widgets.all(panel.control(), Label.class).stream().filter(label -> label.getData(UiIds.KEY) == null
				&& (label.getStyle() & org.eclipse.swt.SWT.WRAP) != 0).map(Label::getText).findFirst().orElse(null);
	}
}
