package ovvi.herdr.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.testing.FakeApiServer;
import ovvi.herdr.testing.Fifos;
import ovvi.testing.TempHome;

/**
 * call() against a unix socket that misbehaves on purpose; socket paths come from a herdr stand-in
 * that prints whatever session list the test wrote.
 */
class HerdrSessionTest {

	@TempDir
	Path home;
	private LocalExec exec;

	@BeforeEach
	void fakeHerdr() throws Exception {
		TempHome.writeScript(home.resolve(".local/bin/herdr"), """
				#!/bin/sh
				echo "$*" >> "$HOME/herdr-args"
				if [ -p "$HOME/list.pid" ]; then echo $$ > "$HOME/list.pid"; exec sleep 60; fi
				if [ -f "$HOME/list-slowly" ]; then sleep "$(cat "$HOME/list-slowly")"; fi
				cat "$HOME/sessions.json"
				""");
		exec = LocalExec.start(TempHome.environment(home, "/bin/sh"));
	}

	private void listSession(String name, boolean running, Path socket) throws Exception {
		Files.writeString(home.resolve("sessions.json"), "{\"sessions\":[{\"name\":\"" + name + "\",\"default\":false,\"running\":"
				+ running + ",\"socket_path\":\"" + socket + "\",\"session_dir\":\"" + home + "\"}]}\n");
	}

	private HerdrSession session(Duration timeout) {
		return new HerdrSession(exec, "work", timeout);
	}

	@Test
	void sendsOneLineAndReturnsTheResult() throws Exception {
		Path socket = home.resolve("a.sock");
		listSession("work", true, socket);
		try (FakeApiServer server = new FakeApiServer(socket,
				request -> "{\"id\":\"1\",\"result\":{\"type\":\"pong\",\"version\":\"0.9.5\"}}")) {
			HerdrSession session = session(HerdrSession.CALL_TIMEOUT);
			JsonObject params = new JsonObject();
			params.addProperty("pane_id", "w1:p1");
			assertEquals("pong", session.call("ping", params).get("type").getAsString());
			assertEquals("pong", session.call("ping", null).get("type").getAsString());
			JsonObject first = JsonParser.parseString(server.requests().get(0)).getAsJsonObject();
			assertEquals("1", first.get("id").getAsString());
			assertEquals("w1:p1", first.getAsJsonObject("params").get("pane_id").getAsString());
			assertEquals("{}", JsonParser.parseString(server.requests().get(1)).getAsJsonObject().get("params").toString());
			assertEquals(List.of("--session work session list --json"), Files.readAllLines(home.resolve("herdr-args")),
					"the socket path is asked once per session");
		}
	}

	@Test
	void herdrsErrorBecomesItsCodeAndReason() throws Exception {
		Path socket = home.resolve("a.sock");
		listSession("work", true, socket);
		try (FakeApiServer server = new FakeApiServer(socket,
				request -> "{\"id\":\"1\",\"error\":{\"code\":\"pane_not_found\",\"message\":\"pane w1:p9 not found\"}}")) {
			HerdrErrorReply refused = assertThrows(HerdrErrorReply.class, () -> session(HerdrSession.CALL_TIMEOUT).call("pane.close", null));
			assertEquals("pane_not_found", refused.code());
			assertEquals("pane w1:p9 not found", refused.reason());
		}
	}

	@Test
	void aReplyThatIsNotJsonIsABadReply() throws Exception {
		Path socket = home.resolve("a.sock");
		listSession("work", true, socket);
		try (FakeApiServer server = new FakeApiServer(socket, request -> "<html>oops</html>")) {
			HerdrBadReply bad = assertThrows(HerdrBadReply.class, () -> session(HerdrSession.CALL_TIMEOUT).call("ping", null));
			assertTrue(bad.getMessage().contains("<html>oops</html>"), bad.getMessage());
		}
	}

	@Test
	void aSocketThatNeverAnswersTimesOutAsAReadOrAWrite() throws Exception {
		Path socket = home.resolve("a.sock");
		listSession("work", true, socket);
		try (FakeApiServer server = new FakeApiServer(socket, request -> null)) {
			HerdrSession session = session(Duration.ofMillis(800));
			long start = System.nanoTime();
			HerdrTimeout read = assertThrows(HerdrTimeout.class, () -> session.call("session.snapshot", null));
			assertTrue(System.nanoTime() - start >= Duration.ofMillis(800).toNanos());
			assertEquals(HerdrTimeout.Kind.READ, read.kind());
			assertTrue(read.requestSent());
			assertTrue(read.getMessage().contains("reconnecting"), read.getMessage());
			assertEquals(server.requests().get(0), server.awaitClientCloseOfUnanswered(), "a timed-out call closes its connection");
			HerdrTimeout write = assertThrows(HerdrTimeout.class, () -> session.call("pane.close", null));
			assertEquals(HerdrTimeout.Kind.WRITE, write.kind());
			assertTrue(write.getMessage().startsWith("herdr did not answer"), write.getMessage());
		}
	}

	@Test
	void theTimeoutBoundsTheWholeCallWhileHerdrIsAskedForTheSocket() throws Exception {
		Path pid = Fifos.make(home.resolve("list.pid"));
		HerdrSession session = session(Duration.ofSeconds(1));
		long start = System.nanoTime();
		CompletableFuture<Throwable> outcome = callInBackground(session, "session.snapshot");
		ProcessHandle list = ProcessHandle.of(Long.parseLong(Files.readString(pid).strip())).orElseThrow();
		HerdrTimeout timeout = assertInstanceOf(HerdrTimeout.class, outcome.get(10, TimeUnit.SECONDS));
		long took = System.nanoTime() - start;
		assertTrue(took >= Duration.ofSeconds(1).toNanos() && took < Duration.ofSeconds(8).toNanos(), took / 1_000_000 + " ms");
		assertEquals(HerdrTimeout.Kind.READ, timeout.kind());
		assertFalse(timeout.requestSent());
		list.onExit().get(5, TimeUnit.SECONDS);
	}

	@Test
	void aSlowSocketLookupLeavesTheExchangeOnlyWhatIsLeftOfTheTimeout() throws Exception {
		Path socket = home.resolve("a.sock");
		listSession("work", true, socket);
		Files.writeString(home.resolve("list-slowly"), "4");
		try (FakeApiServer server = new FakeApiServer(socket, request -> null)) {
			HerdrSession session = session(Duration.ofSeconds(5));
			long start = System.nanoTime();
			assertThrows(HerdrTimeout.class, () -> session.call("session.snapshot", null));
			long took = System.nanoTime() - start;
			// the session list takes 4 s of the 5; a timeout of the exchange's own would end after 9 s
			assertTrue(took >= Duration.ofSeconds(5).toNanos() && took < Duration.ofSeconds(8).toNanos(), took / 1_000_000 + " ms");
		}
	}

	@Test
	void aSessionListThatHangsIsAbortedAtTheTimeout() throws Exception {
		Path pid = Fifos.make(home.resolve("list.pid"));
		HerdrSession session = session(Duration.ofSeconds(1));
		CompletableFuture<Throwable> outcome = new CompletableFuture<>();
		Thread.ofVirtual().start(() -> {
			try {
				session.info();
				outcome.complete(null);
			} catch (Throwable e) {
				outcome.complete(e);
			}
		});
		ProcessHandle list = ProcessHandle.of(Long.parseLong(Files.readString(pid).strip())).orElseThrow();
		HerdrTimeout timeout = assertInstanceOf(HerdrTimeout.class, outcome.get(10, TimeUnit.SECONDS));
		assertEquals("session list", timeout.method());
		list.onExit().get(5, TimeUnit.SECONDS);
	}

	private static CompletableFuture<Throwable> callInBackground(HerdrSession session, String method) {
		CompletableFuture<Throwable> outcome = new CompletableFuture<>();
		Thread.ofVirtual().start(() -> {
			try {
				session.call(method, null);
				outcome.complete(null);
			} catch (Throwable e) {
				outcome.complete(e);
			}
		});
		return outcome;
	}

	@Test
	void aCancelledCallStopsAtOnceAndClosesItsConnection() throws Exception {
		Path socket = home.resolve("a.sock");
		listSession("work", true, socket);
		CountDownLatch received = new CountDownLatch(1);
		try (FakeApiServer server = new FakeApiServer(socket, request -> {
			received.countDown();
			return null;
		})) {
			HerdrSession session = session(HerdrSession.CALL_TIMEOUT);
			CompletableFuture<Throwable> outcome = new CompletableFuture<>();
			Thread caller = Thread.ofVirtual().start(() -> {
				try {
					session.call("session.snapshot", null);
					outcome.complete(null);
				} catch (Throwable e) {
					outcome.complete(e);
				}
			});
			assertTrue(received.await(10, TimeUnit.SECONDS));
			long cancelled = System.nanoTime();
			caller.interrupt();
			assertTrue(outcome.get(5, TimeUnit.SECONDS) instanceof InterruptedException, String.valueOf(outcome.get()));
			assertTrue(System.nanoTime() - cancelled < Duration.ofSeconds(5).toNanos(), "well before the 10 s timeout");
			assertEquals(server.requests().get(0), server.awaitClientCloseOfUnanswered(), "the server sees the connection's end");
		}
	}

	@Test
	void aSocketThatMovedIsAskedForAgainAndTriedOnceMore() throws Exception {
		Path old = home.resolve("old.sock");
		Path moved = home.resolve("new.sock");
		listSession("work", true, old);
		HerdrSession session = session(HerdrSession.CALL_TIMEOUT);
		try (FakeApiServer first = new FakeApiServer(old, request -> "{\"id\":\"1\",\"result\":{\"type\":\"ok\"}}")) {
			session.call("ping", null);
		}
		listSession("work", true, moved);
		try (FakeApiServer second = new FakeApiServer(moved, request -> "{\"id\":\"1\",\"result\":{\"type\":\"ok\"}}")) {
			assertEquals("ok", session.call("ping", null).get("type").getAsString());
			assertEquals(1, second.requests().size());
		}
	}

	@Test
	void aStoppedSessionIsNotRunningAfterOneSessionList() throws Exception {
		listSession("work", false, home.resolve("gone.sock"));
		HerdrNotRunning stopped = assertThrows(HerdrNotRunning.class, () -> session(HerdrSession.CALL_TIMEOUT).call("ping", null));
		assertTrue(stopped.getMessage().contains("work"), stopped.getMessage());
		assertTrue(stopped.getMessage().contains("this computer"), stopped.getMessage());
		assertEquals(List.of("--session work session list --json"), Files.readAllLines(home.resolve("herdr-args")));
	}

	@Test
	void aRunningSessionListedWithoutASocketPathIsABadReply() throws Exception {
		Path socket = home.resolve("a.sock");
		listSession("work", true, socket);
		HerdrSession session = session(HerdrSession.CALL_TIMEOUT);
		try (FakeApiServer server = new FakeApiServer(socket, request -> "{\"id\":\"1\",\"result\":{\"type\":\"ok\"}}")) {
			session.call("ping", null);
		}
		Files.writeString(home.resolve("sessions.json"), "{\"sessions\":[{\"name\":\"work\",\"running\":true}]}\n");
		HerdrBadReply bad = assertThrows(HerdrBadReply.class, () -> session.call("ping", null));
		assertEquals("herdr on this computer answered session list with no socket_path for running session work", bad.getMessage());
		assertThrows(HerdrBadReply.class, () -> session(HerdrSession.CALL_TIMEOUT).call("ping", null), "nor on a first call");
	}

	@Test
	void aMissingHerdrSaysSo() throws Exception {
		Files.delete(home.resolve(".local/bin/herdr"));
		exec.forgetHerdr();
		HerdrNotInstalled missing = assertThrows(HerdrNotInstalled.class, () -> session(HerdrSession.CALL_TIMEOUT).call("ping", null));
		assertFalse(missing.getMessage().isBlank());
	}
}
