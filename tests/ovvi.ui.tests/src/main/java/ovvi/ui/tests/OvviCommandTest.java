package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.ui.cli.DesktopEntry;
import ovvi.ui.cli.InstanceSocket;
import ovvi.ui.cli.OpenTarget;
import ovvi.ui.cli.OvviCommand;

/** The {@code ovvi} command's own part: options, the check of its argument, the hand-over. */
class OvviCommandTest {

	@TempDir
	Path home;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();
	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	private int run(String socket, String... arguments) throws InterruptedException {
		OvviCommand command = new OvviCommand(Map.of("HOME", home.toString(), "PATH", System.getenv("PATH")), home,
				new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
		return command.run(List.of(arguments), socket, "");
	}

	private String err() {
		return err.toString(StandardCharsets.UTF_8);
	}

	@Test
	void helpAndVersionAnswerWithoutAnOvviRunning() throws Exception {
		assertEquals(OvviCommand.DONE, run(null, "--help"));
		assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("Usage: ovvi [SESSION | [USER@]HOST[:PORT][/SESSION] | FOLDER]"));
		out.reset();
		assertEquals(OvviCommand.DONE, run(null, "--version"));
		assertTrue(out.toString(StandardCharsets.UTF_8).matches("Ovvi 0\\.1\\.0\\.\\S+\\n"), out.toString(StandardCharsets.UTF_8));
	}

	@Test
	void eachBadArgumentGetsOneLineAndExitTwo() throws Exception {
		Path socket = home.resolve("instance.sock");
		for (List<String> arguments : List.of(List.of("--frobnicate"), List.of("one", "two"), List.of("bad name!"),
				List.of("./missing"), List.of("dev@build/bad session"), List.of(""))) {
			err.reset();
			assertEquals(OvviCommand.BAD_ARGUMENT, run(socket.toString(), arguments.toArray(String[]::new)), arguments::toString);
			assertTrue(err().startsWith("ovvi: "), err());
			assertEquals(1, err().lines().count(), err());
		}
		assertTrue(Files.notExists(socket), "nothing was started");
	}

	@Test
	void withNoOvviRunningTheScriptIsToldToStartOne() throws Exception {
		assertEquals(OvviCommand.START_OVVI, run(home.resolve("instance.sock").toString(), "work"));
		assertEquals(OvviCommand.START_OVVI, run(null, "work"));
		assertEquals("", err());
	}

	@Test
	void aRunningOvviTakesTheArgumentAndOptionsWithOneDashAreThePlatforms() throws Exception {
		BlockingQueue<OpenTarget> received = new LinkedBlockingQueue<>();
		Path socket = home.resolve("run/instance.sock");
		Path project = Files.createDirectories(home.resolve("project"));
		try (InstanceSocket running = InstanceSocket.listen(socket, received::add).orElseThrow()) {
			assertEquals(OvviCommand.DONE, run(socket.toString(), "./project", "-consoleLog", "-data", "elsewhere"));
			assertEquals(new OpenTarget.Folder(project), received.poll(30, TimeUnit.SECONDS));
			assertEquals(OvviCommand.DONE, run(socket.toString()));
			assertEquals(new OpenTarget.Window(), received.poll(30, TimeUnit.SECONDS), "no argument: the window comes forward");
		}
	}

	@Test
	void aDesktopEntryQuotesTheLaunchersPathAsTheSpecificationSays() throws Exception {
		assertEquals("\"/opt/ovvi/ovvi\"", DesktopEntry.execArgument("/opt/ovvi/ovvi"));
		assertEquals("\"/home/a b/100%% \\\\\"x\\\\\" \\\\$HOME \\\\`id\\\\` \\\\\\\\/ovvi\"",
				DesktopEntry.execArgument("/home/a b/100% \"x\" $HOME `id` \\/ovvi"));
	}
}
