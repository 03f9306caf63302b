package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;

import ovvi.herdr.api.EventStream;
import ovvi.herdr.api.HerdrNotRunning;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.HomePath;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.terminal.StreamEnd;
import ovvi.herdr.terminal.TerminalEvent;
import ovvi.herdr.terminal.TerminalStream;
import ovvi.herdr.testing.FakeApiServer;
import ovvi.herdr.testing.HeardEvents;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;

/**
 * What every SSH transport does alike, against a real sshd on 127.0.0.1 and the herdr simulator
 * as the host's herdr: a subclass names the transport and brings the sshd and the simulator.
 */
abstract class TransportSuite {

	private final List<EnvelopeExec> opened = new ArrayList<>();

	protected abstract Sshd sshd();

	/** The transport's machine for a target of the test sshd's config. */
	protected abstract EnvelopeExec open(String target, HostKeyTrust trust) throws Exception;

	private EnvelopeExec connect(HostKeyTrust trust) throws Exception {
		EnvelopeExec machine = open(Sshd.ALIAS, trust);
		opened.add(machine);
		return machine;
	}

	private EnvelopeExec connect() throws Exception {
		return connect(HostKeyTrust.REFUSE);
	}

	@AfterEach
	void closeMachines() {
		opened.forEach(EnvelopeExec::close);
	}

	@Test
	void runsArgvThroughTheEnvelopeByteIdentical() throws Exception {
		EnvelopeExec exec = connect();
		// the last element makes the envelope too long for one argument: it travels on stdin
		List<String> elements = List.of("", "it's", "a \"quoted\" $(id) `id` *", "line\nbreak", "日本 😀", "-- -x", "x".repeat(200_000));
		List<String> argv = new ArrayList<>(List.of("printf", "%s\\0"));
		argv.addAll(elements);
		Run run = exec.run(argv);
		String output = run.readAll();
		assertEquals(0, run.exit().get());
		List<String> back = new ArrayList<>(Arrays.asList(output.split("\0", -1)));
		back.removeLast();
		assertEquals(elements, back);
	}

	@Test
	void reportsExitStatusAndStderrAndRefusesNul() throws Exception {
		EnvelopeExec exec = connect();
		Run run = exec.run(List.of("sh", "-c", "echo out; echo err >&2; exit 7"));
		assertEquals("out", run.readLine());
		assertNull(run.readLine());
		assertEquals(7, run.exit().get());
		assertEquals(List.of("err"), run.stderrTail());
		assertThrows(IllegalArgumentException.class, () -> exec.run(List.of("echo", "\0")));
	}

	@Test
	void aClosedStdinEndsACommandAndTheFollowerWrapperEndsTail() throws Exception {
		EnvelopeExec exec = connect();
		Run cat = exec.run(List.of("cat"));
		cat.writeLine("before the close");
		cat.end();
		assertEquals("before the close", cat.readLine());
		assertEquals(0, cat.exit().get());

		Path log = Files.writeString(sshd().remoteHome().resolve("follow.log"), "first\n");
		Run tail = exec.run(RunKind.FOLLOWER, List.of("tail", "-F", log.toString()));
		assertEquals("first", tail.readLine());
		tail.end();
		assertTrue(tail.awaitExit(Duration.ofSeconds(10)));
	}

	@Test
	void aTerminalStreamIgnoringItsClosedStdinIsEndedASecondLaterAndEndsOnTheHost() throws Exception {
		EnvelopeExec exec = connect();
		Run run = exec.run(RunKind.CONTROL_STREAM, List.of("sh", "-c", "echo $$; while :; do echo tick; sleep 0.1; done"));
		ProcessHandle remote = ProcessHandle.of(Long.parseLong(run.readLine())).orElseThrow();
		long ended = System.nanoTime();
		run.end();
		assertTrue(run.awaitExit(Duration.ofSeconds(10)));
		long took = System.nanoTime() - ended;
		assertTrue(took >= Duration.ofMillis(900).toNanos(), took / 1_000_000 + " ms");
		remote.onExit().get(10, TimeUnit.SECONDS);
	}

	@Test
	void findsHerdrThroughTheRemoteLoginShell() throws Exception {
		Path herdr = TempHome.writeScript(sshd().remoteHome().resolve(".local/bin/herdr"), "#!/bin/sh\necho remote herdr\n");
		try {
			assertEquals(herdr.toString(), connect().herdr());
		} finally {
			Files.delete(herdr);
		}
	}

	@Test
	void readsAndWritesHomeFilesAtomically() throws Exception {
		EnvelopeExec exec = connect();
		exec.write(new HomePath(".cache/ovvi/remote-state/a b.json"), "{\"x\":\"it's\"}\n");
		Path written = sshd().remoteHome().resolve(".cache/ovvi/remote-state/a b.json");
		assertEquals("{\"x\":\"it's\"}\n", Files.readString(written));
		assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(written)));
		assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(written.getParent())));
		assertEquals("{\"x\":\"it's\"}\n", exec.read(new HomePath(".cache/ovvi/remote-state/a b.json")));
		assertNull(exec.read(new HomePath("no/such/file")));
	}

	@Test
	void callsEventsAndATerminalStreamOfTheSimulator() throws Exception {
		Path herdr = sshd().remoteHome().resolve(".local/bin/herdr");
		TempHome.writeScript(herdr, "#!/bin/sh\nexec '" + SimServer.herdr() + "' \"$@\"\n");
		EnvelopeExec exec = connect();
		assertEquals(herdr.toString(), exec.herdr());
		HerdrSession session = new HerdrSession(exec, SimServer.SESSION);
		assertEquals("pong", session.call("ping", null).get("type").getAsString());

		HeardEvents heard = new HeardEvents();
		try (EventStream events = EventStream.open(session, Set.of(), heard)) {
			assertEquals("changed", heard.next());
			JsonObject params = new JsonObject();
			params.addProperty("cwd", sshd().remoteHome().toString());
			params.addProperty("focus", false);
			session.call("workspace.create", params);
			assertEquals("changed", heard.next());
		}

		JsonObject snapshot = session.call("session.snapshot", null).getAsJsonObject("snapshot");
		String terminal = snapshot.getAsJsonArray("panes").get(0).getAsJsonObject().get("terminal_id").getAsString();
		BlockingQueue<TerminalEvent> frames = new LinkedBlockingQueue<>();
		TerminalStream stream = TerminalStream.open(session, terminal, 90, 25, TerminalStream.Mode.CONTROL, frames::add);
		var first = assertInstanceOf(TerminalEvent.Frame.class, frames.poll(30, TimeUnit.SECONDS));
		assertEquals(90, first.width());
		stream.close();
		TerminalEvent event;
		do {
			event = frames.poll(30, TimeUnit.SECONDS);
		} while (event instanceof TerminalEvent.Frame);
		assertEquals(StreamEnd.DETACHED, assertInstanceOf(TerminalEvent.Closed.class, event).end());
	}

	@Test
	void aPortOfTheHostsOwnLocalhostIsReachedThroughTheConnection() throws Exception {
		com.sun.net.httpserver.HttpServer server = com.sun.net.httpserver.HttpServer.create(
				new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
		server.createContext("/", exchange -> {
			byte[] body = ("served " + exchange.getRequestURI()).getBytes(java.nio.charset.StandardCharsets.UTF_8);
			exchange.sendResponseHeaders(200, body.length);
			exchange.getResponseBody().write(body);
			exchange.close();
		});
		server.start();
		try {
			EnvelopeExec exec = connect();
			int port = server.getAddress().getPort();
			int local = exec.localPortTo(port);
			assertTrue(local != port, "a port of this computer's own, forwarded");
			assertEquals(local, exec.localPortTo(port), "one forward per port and connection");
			try (java.net.http.HttpClient client = java.net.http.HttpClient.newHttpClient()) {
				var reply = client.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + local + "/dev?x=1"))
						.build(), java.net.http.HttpResponse.BodyHandlers.ofString());
				assertEquals("served /dev?x=1", reply.body());
			}
			assertEquals(4000, LocalExec.start(Map.of()).localPortTo(4000), "this computer's own port is itself");
		} finally {
			server.stop(0);
		}
	}

	@Test
	void aPortWhereNothingListensOnTheHostIsRefusedNamingIt() throws Exception {
		int closed;
		try (java.net.ServerSocket once = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
			closed = once.getLocalPort();
		}
		EnvelopeExec exec = connect();
		ExecException refused = assertThrows(ExecException.class, () -> exec.localPortTo(closed));
		assertTrue(refused.getMessage().startsWith(Sshd.ALIAS + " "), refused.getMessage());
		assertTrue(refused.getMessage().contains("its localhost:" + closed), refused.getMessage());
		assertEquals("ok", exec.run(List.of("echo", "ok")).readLine(), "the connection stays usable");
	}

	@Test
	void aSocketThatMovedIsReachedAgainAndTriedOnceMore() throws Exception {
		Files.deleteIfExists(sshd().remoteHome().resolve("herdr-runs"));
		HerdrSession session = new HerdrSession(connect(), "work");
		Path old = HerdrStandIn.listing(sshd(), true, "old.sock");
		try (FakeApiServer first = new FakeApiServer(old, request -> "{\"id\":\"1\",\"result\":{\"type\":\"ok\"}}")) {
			session.call("ping", null);
			session.call("ping", null);
		}
		Path moved = HerdrStandIn.listing(sshd(), true, "new.sock");
		try (FakeApiServer second = new FakeApiServer(moved, request -> "{\"id\":\"1\",\"result\":{\"type\":\"pong\"}}")) {
			assertEquals("pong", session.call("ping", null).get("type").getAsString());
			assertEquals(1, second.requests().size());
		}
		assertEquals(List.of("--session work session list --json", "--session work session list --json"),
				Files.readAllLines(sshd().remoteHome().resolve("herdr-runs")), "asked once per connection, and once when the socket moved");
	}

	@Test
	void aSessionThatStoppedIsNotRunning() throws Exception {
		HerdrSession session = new HerdrSession(connect(), "work");
		Path socket = HerdrStandIn.listing(sshd(), true, "api.sock");
		try (FakeApiServer server = new FakeApiServer(socket, request -> "{\"id\":\"1\",\"result\":{\"type\":\"pong\"}}")) {
			session.call("ping", null);
		}
		HerdrStandIn.listing(sshd(), false, "api.sock");
		assertThrows(HerdrNotRunning.class, () -> session.call("ping", null));
	}

	@Test
	void anUnknownHostKeyIsRefusedUnlessTheCallerAcceptsIt() throws Exception {
		sshd().forgetHostKeys();
		try {
			SshException refused = assertThrows(SshException.class, () -> connect().run(List.of("true")));
			assertEquals(SshException.Reason.HOST_KEY, refused.reason());
			assertTrue(refused.hostKey().fingerprint().startsWith("SHA256:"));
			assertTrue(refused.getMessage().contains("cannot be established"), refused.getMessage());
			assertEquals("[127.0.0.1]:" + sshd().port(), refused.hostKey().host());

			List<HostKeyQuestion> asked = new ArrayList<>();
			HostKeyTrust remember = question -> {
				asked.add(question);
				return HostKeyTrust.Decision.ACCEPT_AND_REMEMBER;
			};
			assertEquals(0, connect(remember).run(List.of("true")).exit().get());
			assertEquals(List.of(refused.hostKey()), asked);
			assertTrue(Files.readString(sshd().localHome().resolve(".ssh/known_hosts")).contains("127.0.0.1"));
			assertEquals(0, connect().run(List.of("true")).exit().get(), "known_hosts vouches for it now");
		} finally {
			sshd().trustHostKey();
		}
	}

	@Test
	void aKeyAcceptedOnceIsNotWrittenToKnownHosts() throws Exception {
		sshd().forgetHostKeys();
		try {
			assertEquals("once", connect(question -> HostKeyTrust.Decision.ACCEPT_ONCE).run(List.of("echo", "once")).readLine());
			assertTrue(Files.notExists(sshd().localHome().resolve(".ssh/known_hosts")));
		} finally {
			sshd().trustHostKey();
		}
	}

	@Test
	void aChangedHostKeyIsRefused() throws Exception {
		sshd().trustOtherHostKey();
		try {
			SshException refused = assertThrows(SshException.class, () -> connect().run(List.of("true")));
			assertEquals(SshException.Reason.HOST_KEY, refused.reason());
			assertTrue(refused.hostKey().changed());
			assertTrue(refused.getMessage().contains("CHANGED"), refused.getMessage());
		} finally {
			sshd().trustHostKey();
		}
	}
}
