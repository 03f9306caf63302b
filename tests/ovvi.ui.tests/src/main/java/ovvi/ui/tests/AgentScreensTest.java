package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.cards.Opening;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.model.SessionControl;
import ovvi.terminal.LinkTarget;
import ovvi.terminal.TerminalCard;
import ovvi.terminal.TerminalStatus;
import ovvi.testing.SimServer;

/**
 * Real coding agents from npm (tests/agents, installed by {@code npm ci}) in a real card of a
 * simulator's pane: the card shows what herdr shows of their screens, and the simulator names and
 * follows them as herdr does. They run offline: pi against {@link FakeModel}, Codex and Claude
 * Code as far as they go without an account, through a proxy that refuses every connection.
 */
class AgentScreensTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	/** The agents' commands, node_modules/.bin of tests/agents, which the pom passes. */
	private static final Path AGENTS = Path.of(System.getProperty("ovvi.agents", "../agents/node_modules/.bin"));
	private static final String REPLY = "Here is the plan:\n1. Read the failing test.\n2. Fix the parser.\n3. Run the suite again.";

	private HerdrSession session;
	private String paneId;
	private ScheduledExecutorService timer;
	private Shell shell;
	private TerminalCard card;

	@BeforeEach
	void showACardOfANewPaneWithTheAgentsOnItsPath() throws Exception {
		for (String agent : new String[] { "pi", "codex", "claude" }) {
			Path command = AGENTS.resolve(agent).toAbsolutePath();
			assertTrue(Files.isExecutable(command), command + " is missing: install the test agents with"
					+ " `npm ci --prefix tests/agents` (releng/scripts/test does)");
			Path link = SIM.home().resolve("bin").resolve(agent);
			Files.createDirectories(link.getParent());
			Files.deleteIfExists(link);
			Files.createSymbolicLink(link, command);
		}
		int refusing;
		try (ServerSocket closed = new ServerSocket(0)) {
			refusing = closed.getLocalPort();
		}
		// Every connection an agent makes goes through a proxy port nothing listens on, so no
		// run reaches the network and each sees the same refusal; the fake model is local.
		Files.writeString(SIM.home().resolve("agents.env"), """
				export PATH="$HOME/bin:$PATH"
				export HTTPS_PROXY=http://127.0.0.1:%d HTTP_PROXY=http://127.0.0.1:%d NO_PROXY=127.0.0.1,localhost
				export PI_OFFLINE=1 PI_SKIP_VERSION_CHECK=1 PI_TELEMETRY=0
				export DISABLE_AUTOUPDATER=1 CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_TELEMETRY=1
				export BROWSER=false
				""".formatted(refusing, refusing));
		Files.createDirectories(SIM.home().resolve(".codex"));
		Files.writeString(SIM.home().resolve(".codex/config.toml"), "check_for_update_on_startup = false\n");

		SimServer.installIn(SIM.home());
		session = new HerdrSession(LocalExec.start(SIM.environment("/bin/bash")), SimServer.SESSION);
		JsonObject params = new JsonObject();
		params.addProperty("cwd", SIM.home().toString());
		params.addProperty("focus", true); // a finished turn in view is idle, not done
		String workspaceId = session.call("workspace.create", params).getAsJsonObject("workspace").get("workspace_id")
				.getAsString();
		String terminalId = null;
		for (var element : session.call("session.snapshot", null).getAsJsonObject("snapshot").getAsJsonArray("panes")) {
			JsonObject pane = element.getAsJsonObject();
			if (workspaceId.equals(pane.get("workspace_id").getAsString())) {
				paneId = pane.get("pane_id").getAsString();
				terminalId = pane.get("terminal_id").getAsString();
			}
		}
		Display display = Display.getCurrent();
		timer = Executors.newSingleThreadScheduledExecutor();
		shell = new Shell(display);
		shell.setText("agent card");
		shell.setLayout(new FillLayout());
		card = new TerminalCard(shell, session, paneId, terminalId, new SessionControl().join(), timer, new NoLinks());
		shell.setSize(900, 500);
		shell.open();
		UiWait.until(display, () -> card.status().state() == TerminalStatus.State.LIVE, "the card streams its terminal");
		UiWait.focusInto(shell);
		card.terminalControl().forceFocus();
		// TM turns the workbench's key filter off for a terminal with the keyboard only in a
		// workbench window (KeyFilterTest); this card is in a shell of its own, where the filter
		// stays on and, once an earlier test left a tab part with a Copy handler active, the
		// window's Copy took Ctrl+C from the program (seen after TabPartsTest). Off, as in a window.
		keyFilter().setKeyFilterEnabled(false);
		run(". ./agents.env && echo agents-ready"); // the pane's sh starts in the home
		UiWait.until(display, () -> screenHasLine("agents-ready"::equals), "the shell has the agents' environment");
	}

	@AfterEach
	void closeIt() throws Exception {
		if (shell == null) {
			return; // the fixture failed before it had a card
		}
		shell.dispose();
		timer.shutdownNow();
		keyFilter().setKeyFilterEnabled(true);
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		session.call("pane.close", params);
	}

	@Test
	void piWorksAgainstAFakeModelAndTheCardShowsEachStep() throws Exception {
		Display display = shell.getDisplay();
		try (FakeModel model = new FakeModel(REPLY)) {
			Path agentHome = Files.createDirectories(SIM.home().resolve(".pi/agent"));
			Files.writeString(agentHome.resolve("models.json"), model.piModels());
			run("pi --model fake/" + FakeModel.ID);
			// pi's status line names the model once its editor takes keys
			UiWait.until(display, () -> screenHasLine(line -> line.endsWith(FakeModel.ID) && line.contains("(auto)")),
					"pi shows its editor and status line");
			CardShowsHerdr.await(card, session, paneId, "pi, ready");
			assertEquals("pi", agent().get("agent").getAsString(), "herdr names the agent by its process title");
			awaitStatus("idle");

			run("plan the fix");
			UiWait.until(display, () -> screenHasLine(line -> line.endsWith("Working...")), "pi's spinner shows");
			awaitStatus("working");
			CardShowsHerdr.await(card, session, paneId, "pi at work");
			// pi shows its spinner before it connects: the request comes meanwhile
			UiWait.until(display, () -> model.asked().stream().anyMatch(body -> body.contains("plan the fix")),
					"the typed prompt reached the model");

			model.answer();
			UiWait.until(display, () -> screenHasLine(line -> line.strip().equals("3. Run the suite again.")),
					"the streamed reply shows");
			// the usage of the last chunk, ↑ prompt and ↓ completion tokens
			UiWait.until(display, () -> screenHasLine(line -> line.startsWith("↑42 ↓17")), "the status line counts the turn");
			awaitStatus("idle");
			CardShowsHerdr.await(card, session, paneId, "pi's reply");
			Screenshots.save(shell, "agent-pi.png");

			Keyboard.chord(display, 0, 'd', SWT.CTRL); // Ctrl+D on an empty editor quits pi
			UiWait.until(display, () -> !agent().has("agent"), "pi quit");
		}
	}

	@Test
	void codexShowsItsSignInMenu() throws Exception {
		Display display = shell.getDisplay();
		// without --no-daemon Codex starts an app server that outlives it
		run("codex --no-daemon");
		UiWait.until(display, () -> screenHasLine(line -> line.strip().equals("Press enter to continue")),
				"Codex shows its sign-in menu");
		UiWait.until(display, () -> agent().has("agent"), "herdr sees an agent");
		assertEquals("codex", agent().get("agent").getAsString(), "herdr names node's script");
		awaitStatus("idle");
		CardShowsHerdr.await(card, session, paneId, "Codex's sign-in menu");
		Keyboard.chord(display, 0, 'c', SWT.CTRL);
		UiWait.until(display, () -> !agent().has("agent"),
				() -> "Codex quit (herdr's pane: " + agent() + "; the workbench's key filter "
						+ (PlatformUI.getWorkbench().getService(IBindingService.class).isKeyFilterEnabled() ? "on" : "off") + "; the screen:\n"
						+ CardShowsHerdr.visible(session, paneId) + ")");
	}

	@Test
	void claudeCodeShowsItsWelcomeAndWhyItCannotConnect() throws Exception {
		Display display = shell.getDisplay();
		run("claude; echo claude-ended");
		UiWait.until(display, () -> screenHasLine(line -> line.strip().equals("Unable to connect to Anthropic services")),
				"Claude Code shows its welcome and says it cannot connect");
		// it ends there, back at the shell's prompt
		UiWait.until(display, () -> screenHasLine("claude-ended"::equals), "Claude Code ended");
		CardShowsHerdr.await(card, session, paneId, "Claude Code's first screen");
	}

	private static IBindingService keyFilter() {
		return PlatformUI.getWorkbench().getService(IBindingService.class);
	}

	private void run(String command) {
		Keyboard.type(shell.getDisplay(), command);
		Keyboard.press(shell.getDisplay(), SWT.CR);
	}

	private JsonObject agent() {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		try {
			return session.call("pane.get", params).getAsJsonObject("pane");
		} catch (Exception unreachable) {
			throw new AssertionError(unreachable);
		}
	}

	private void awaitStatus(String status) {
		UiWait.until(shell.getDisplay(), () -> agent().has("agent") && status.equals(agent().get("agent_status").getAsString()),
				"herdr sees the agent " + status);
	}

	private boolean screenHasLine(Predicate<String> line) {
		return CardShowsHerdr.visible(session, paneId).lines().anyMatch(line);
	}

	/** Links are not what these tests look at. */
	private static final class NoLinks implements LinkTarget {
		@Override
		public Optional<Found> existing(String written) {
			return Optional.empty();
		}

		@Override
		public boolean onThisComputer() {
			return true;
		}

		@Override
		public void openWeb(String address, Opening where) {
		}

		@Override
		public void openFile(Found file, Opening where) {
		}

		@Override
		public void openOnDesktop(String addressOrPath) {
		}
	}
}
