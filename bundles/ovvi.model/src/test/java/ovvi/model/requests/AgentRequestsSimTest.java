package ovvi.model.requests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;

import ovvi.model.SimHerdr;
import ovvi.testing.SimServer;

/**
 * Agents ask Ovvi on this computer: the installed command typed into real shells of simulator
 * panes, a ring through herdr's CLI, the desk taking the file and answering; and requests that
 * are refused, each with its reason.
 */
class AgentRequestsSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private static SimHerdr sim;
	private static RequestDesk desk;
	private static final RecordingDesktop DESKTOP = new RecordingDesktop();
	private static final BlockingQueue<String> LOG = new LinkedBlockingQueue<>();
	private static CommandInPanes command;
	private static String pane;
	private static Path home;

	@BeforeAll
	static void connect() throws Exception {
		sim = new SimHerdr(SIM);
		home = SIM.home().toRealPath();
		CommandInPanes.herdrInLocalBin(home);
		assertEquals(CommandInstall.Result.INSTALLED, CommandInstall.onto(sim.herdr.exec(), Instant.now()));
		sim.connection.connect();
		desk = RequestDesk.open(sim.connection, DESKTOP, (where, reason) -> LOG.add(where + ": " + reason));
		command = new CommandInPanes(sim.otherClient, home);
		pane = sim.newSpace().get(2);
	}

	@AfterAll
	static void close() {
		desk.close();
		sim.connection.close();
	}

	@Test
	void eachVerbRunsInARealShellAndTheCommandPrintsOvvisAnswer() throws Exception {
		CommandInPanes.Ran opened = command.run(pane, "open https://example.org/a?b=1 --tab");
		assertEquals(new CommandInPanes.Ran(0, "opened https://example.org/a?b=1\n"), opened);
		assertEquals("open https://example.org/a?b=1 TAB " + pane, DESKTOP.next());

		Files.writeString(home.resolve("notes.txt"), "notes");
		assertEquals(0, command.runLine(pane, "cd \"$HOME\" && \"$HOME/.cache/ovvi/bin/ovvi\" open notes.txt").status());
		assertEquals("open " + home.resolve("notes.txt") + " SIDE " + pane, DESKTOP.next());
		Files.createDirectories(home.resolve("src/main"));
		assertEquals(0, command.runLine(pane, "cd \"$HOME/src\" && \"$HOME/.cache/ovvi/bin/ovvi\" open ./main/../main --replace").status());
		assertEquals("open " + home.resolve("src/main") + " (folder) REPLACE " + pane, DESKTOP.next());

		String text = "two lines, \"quoted\", a tab\tand a backslash \\\nand é\n";
		Files.writeString(home.resolve("clip.txt"), text);
		assertEquals(new CommandInPanes.Ran(0, ""), command.runLine(pane, "\"$HOME/.cache/ovvi/bin/ovvi\" copy < \"$HOME/clip.txt\""));
		assertEquals("copy " + text, DESKTOP.next());

		assertEquals(0, command.run(pane, "notify 'Build done' 'all green'").status());
		assertEquals("notify Build done | all green " + pane, DESKTOP.next());
		assertEquals(0, command.run(pane, "notify 'Only a title'").status());
		assertEquals("notify Only a title |  " + pane, DESKTOP.next());

		assertEquals(new CommandInPanes.Ran(0, "ovvi command " + OvviCommand.carried().version() + "\n"), command.run(pane, "version"));
		assertEquals(new CommandInPanes.Ran(0, home.resolve(OvviCommand.HOME_PATH) + "\n"), command.run(pane, "--where"));
	}

	@Test
	void statusReadsThePanesTokenWithNoCallToOvvi() throws Exception {
		assertEquals(new CommandInPanes.Ran(1, "not shown in any Ovvi window\n"), command.run(pane, "status"));
		sim.connection.presence().inView(java.util.Set.of(pane));
		SimHerdr.awaitThat("ovvi-shown on " + pane, () -> "1".equals(sim.paneToken(pane, "ovvi-shown")));
		assertEquals(new CommandInPanes.Ran(0, "shown in an Ovvi window on this computer\n"), command.run(pane, "status"));
		sim.connection.presence().inView(java.util.Set.of());
		SimHerdr.awaitThat("ovvi-shown cleared on " + pane, () -> sim.paneToken(pane, "ovvi-shown") == null);
	}

	@Test
	void wrongArgumentsAndHelpNeedNoOvvi() throws Exception {
		CommandInPanes.Ran help = command.run(pane, "open --help");
		assertEquals(0, help.status());
		assertTrue(help.output().startsWith("Usage: ovvi open <url|path> [--tab|--side|--replace]"), help.output());
		for (String verb : List.of("copy", "notify", "status", "version")) {
			CommandInPanes.Ran verbHelp = command.run(pane, verb + " --help");
			assertEquals(0, verbHelp.status(), verb);
			assertTrue(verbHelp.output().matches("Usage: (<program> \\| )?ovvi " + verb + "\\b(?s).*"), verbHelp.output());
		}
		assertEquals(2, command.run(pane, "open").status());
		assertEquals(2, command.run(pane, "open a b").status());
		assertEquals(2, command.run(pane, "open a --sideways").status());
		assertEquals(2, command.run(pane, "notify").status());
		assertEquals(2, command.run(pane, "frobnicate").status());
		CommandInPanes.Ran tooLarge = command.runLine(pane, "head -c 70000 /dev/zero | tr '\\0' a | \"$HOME/.cache/ovvi/bin/ovvi\" copy");
		assertEquals(2, tooLarge.status(), tooLarge.output());
		assertTrue(tooLarge.output().contains("larger than 64 KB"), tooLarge.output());
		assertEquals(3, command.runLine(pane, "HERDR_PANE_ID= \"$HOME/.cache/ovvi/bin/ovvi\" copy < /dev/null").status());
	}

	@Test
	void whatCannotBeOpenedIsRefusedWithItsReason() throws Exception {
		CommandInPanes.Ran elsewhere = command.run(pane, "open file://build-server/etc/hosts");
		assertEquals(new CommandInPanes.Ran(1, "ovvi: file://build-server/etc/hosts is a file of build-server, outside this pane's machine\n"), elsewhere);
		assertEquals(1, command.run(pane, "open 'ftp://example.org/x'").status());
		assertEquals(new CommandInPanes.Ran(1, "ovvi: /no/such/file does not exist\n"), command.run(pane, "open /no/such/file"));
		CommandInPanes.Ran program = command.run(pane, "open \"$HOME/.local/bin/herdr\"");
		assertEquals(new CommandInPanes.Ran(1, "ovvi: " + home.resolve(".local/bin/herdr") + " is a program: Ovvi opens files, it does not run them\n"),
				program);
		assertTrue(DESKTOP.nothingMore());
	}

	@Test
	void nothingInARequestIsRunAsACommand() throws Exception {
		assertEquals(0, command.run(pane, "notify '$(touch \"$HOME/pwned1\")' '`touch \"$HOME/pwned2\"`;touch \"$HOME/pwned3\"'").status());
		assertEquals("notify $(touch \"$HOME/pwned1\") | `touch \"$HOME/pwned2\"`;touch \"$HOME/pwned3\" " + pane, DESKTOP.next());
		assertEquals(1, command.run(pane, "open '$(touch \"$HOME/pwned4\")'").status());
		for (int n = 1; n <= 4; n++) {
			assertFalse(Files.exists(home.resolve("pwned" + n)));
		}
	}

	@Test
	void badRequestFilesGetAnAnswerWithTheReasonAndTheLogSaysIt() throws Exception {
		String malformed = answerTo("{\"v\":1,", "rw-------", null);
		assertTrue(malformed.startsWith("1\nthe request is not valid JSON"), malformed);
		assertEquals("1\nthe request file is writable by others\n", answerTo(request("copy", "[]", ",\"stdin\":\"x\""), "rw--w----", null));
		assertEquals("1\nthe request file is writable by others\n", answerTo(request("copy", "[]", ",\"stdin\":\"x\""), "rw-----w-", null));
		assertEquals("1\nthe request file belongs to another user\n", answerTo(request("copy", "[]", ",\"stdin\":\"x\""), "rw-------", 4242));
		assertEquals("1\nthe request is larger than 64 KB (70000 bytes)\n", answerTo("x".repeat(70_000), "rw-------", null));
		assertEquals("2\nOvvi knows no request \"rm\": update the ovvi command\n", answerTo(request("rm", "[\"-rf\",\"/\"]", ""), "rw-------", null));
		String other = answerTo(request("copy", "[]", ",\"stdin\":\"x\"").replace("\"pane\":\"" + pane + "\"", "\"pane\":\"w9:p9\""), "rw-------", null);
		assertEquals("1\nthe request names pane w9:p9, but pane " + pane + " rang\n", other);
		assertTrue(DESKTOP.nothingMore(), "none of them reached the desktop");
		assertTrue(LOG.stream().anyMatch(line -> line.endsWith("the request file belongs to another user")), LOG.toString());
	}

	@Test
	void aMailboxFolderOthersCanWriteToIsNotTakenFrom() throws Exception {
		String id = java.util.UUID.randomUUID().toString();
		writeRequest(id, request("copy", "[]", ",\"stdin\":\"x\"").replace("ID", id), "rw-------", null);
		Files.setPosixFilePermissions(mailbox(), PosixFilePermissions.fromString("rwxrwx---"));
		try {
			ring(id);
			Path answer = mailbox().resolve(id + ".answer");
			awaitFile(answer);
			assertEquals("1\nthe folder ~/" + Mailbox.FOLDER + " is writable by others\n", Files.readString(answer));
			Files.delete(answer);
		} finally {
			Files.setPosixFilePermissions(mailbox(), PosixFilePermissions.fromString("rwx------"));
		}
		assertTrue(DESKTOP.nothingMore(), "the request did not reach the desktop");
		Files.delete(mailbox().resolve(id + ".json"));
	}

	@Test
	void aNonUuidIdIsLoggedAndAReplayedIdIsNotActedOnAgain() throws Exception {
		LOG.clear();
		ring("NOT-A-UUID");
		awaitLog("not a lowercase UUID version 4");

		String id = java.util.UUID.randomUUID().toString();
		writeRequest(id, request("notify", "[\"first\"]", "").replace("ID", id), "rw-------", null);
		ring(id);
		assertEquals("notify first |  " + pane, DESKTOP.next());
		awaitFile(mailbox().resolve(id + ".answer"));
		Files.delete(mailbox().resolve(id + ".answer"));
		writeRequest(id, request("notify", "[\"again\"]", "").replace("ID", id), "rw-------", null);
		ring(id);
		// a fresh request after the replay is answered; the replayed file was never taken
		assertEquals(0, command.run(pane, "notify later").status());
		assertEquals("notify later |  " + pane, DESKTOP.next());
		sim.snapshot();
		assertTrue(Files.exists(mailbox().resolve(id + ".json")), "the replayed request stays untaken");
		assertFalse(Files.exists(mailbox().resolve(id + ".answer")));
		Files.delete(mailbox().resolve(id + ".json"));
	}

	@Test
	void aPaneOfASessionOvviHasNotOpenIsNotAnsweredAndHearsWhetherOvviShowsIt() throws Exception {
		ProcessBuilder start = new ProcessBuilder("setsid", SimServer.herdr().toString(), "--session", "elsewhere", "server");
		start.environment().clear();
		start.environment().putAll(SIM.environment("/bin/sh"));
		start.redirectErrorStream(true).redirectOutput(home.resolve("elsewhere.log").toFile());
		Process server = start.start();
		HerdrSession elsewhere = new HerdrSession(sim.otherClient.exec(), "elsewhere");
		try {
			// the new server's readiness has no event: its socket is tried every 50 ms
			long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
			while (!answers(elsewhere)) {
				assertTrue(System.nanoTime() < deadline && server.isAlive(), "the second session's server did not start");
				LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
			}
			JsonObject create = new JsonObject();
			create.addProperty("cwd", home.toString());
			String other = elsewhere.call("workspace.create", create).getAsJsonObject("root_pane").get("pane_id").getAsString();
			CommandInPanes there = new CommandInPanes(elsewhere, home);

			CommandInPanes.Ran unheard = there.run(other, "notify 'to nobody'");
			assertEquals(new CommandInPanes.Ran(4, "ovvi: Ovvi did not answer within 10 s: no Ovvi window shows this pane"
					+ " (is Ovvi running with this session open?)\n"), unheard);

			JsonObject shown = new JsonObject();
			shown.addProperty("pane_id", other);
			shown.addProperty("source", "ovvi");
			shown.add("tokens", com.google.gson.JsonParser.parseString("{\"ovvi-shown\":\"remote\"}"));
			elsewhere.call("pane.report_metadata", shown);
			assertEquals(new CommandInPanes.Ran(4, "ovvi: Ovvi did not answer within 10 s, though an Ovvi window shows this pane\n"),
					there.run(other, "notify 'to nobody'"));
			assertTrue(DESKTOP.nothingMore(), "the open session's desk took no request of the other session");
			try (var left = Files.list(mailbox())) {
				assertEquals(List.of(), left.map(Path::getFileName).map(Path::toString).filter(name -> !name.startsWith(".")).toList(),
						"a command that gives up takes its request back");
			}
		} finally {
			ProcessBuilder stop = new ProcessBuilder(SimServer.herdr().toString(), "--session", "elsewhere", "server", "stop");
			stop.environment().clear();
			stop.environment().putAll(SIM.environment("/bin/sh"));
			stop.inheritIO().start().waitFor(60, TimeUnit.SECONDS);
			if (!server.waitFor(30, TimeUnit.SECONDS)) {
				server.destroyForcibly();
			}
		}
	}

	private static boolean answers(HerdrSession session) {
		try {
			session.call("ping", null);
			return true;
		} catch (Exception notYet) {
			return false;
		}
	}

	private static Path mailbox() {
		return home.resolve(Mailbox.FOLDER);
	}

	private static String request(String verb, String args, String more) {
		return "{\"v\":1,\"id\":\"ID\",\"pane\":\"" + pane + "\",\"cwd\":\"/tmp\",\"verb\":\"" + verb + "\",\"args\":" + args + more + "}";
	}

	/** Writes a request file by hand (mode, owner), rings for it as the command does, and returns the answer file. */
	private String answerTo(String json, String mode, Integer owner) throws Exception {
		String id = java.util.UUID.randomUUID().toString();
		writeRequest(id, json.replace("ID", id), mode, owner);
		ring(id);
		Path answer = mailbox().resolve(id + ".answer");
		awaitFile(answer);
		String text = Files.readString(answer);
		Files.delete(answer);
		assertFalse(Files.exists(mailbox().resolve(id + ".json")), "a refused request is taken off all the same");
		return text;
	}

	private static void writeRequest(String id, String json, String mode, Integer owner) throws Exception {
		Path file = mailbox().resolve(id + ".json");
		Files.writeString(file, json);
		Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
		if (owner != null) {
			Files.setAttribute(file, "unix:uid", owner);
		}
	}

	private static void ring(String id) throws Exception {
		sim.call("pane.report_metadata", "pane_id", pane, "source", "ovvi-cli", "tokens",
				com.google.gson.JsonParser.parseString("{\"ovvi-req\":\"" + id + "\"}"), "ttl_ms", 3000);
	}

	private static void awaitFile(Path file) {
		// the answer file has no event this side: it is looked for every 50 ms, 60 s at most
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
		while (!Files.exists(file)) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("no " + file + " within 60 s; log: " + LOG);
			}
			LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
		}
	}

	private static void awaitLog(String text) {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
		while (LOG.stream().noneMatch(line -> line.contains(text))) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("the log never said " + text + ": " + LOG);
			}
			LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
		}
	}
}
