package ovvi.herdr.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.FieldSource;

import ovvi.herdr.testing.Fifos;
import ovvi.herdr.testing.Shells;
import ovvi.testing.TempHome;

class LocalExecTest {

	private static final String FAKE_HERDR = "#!/bin/sh\necho \"herdr at $0: $*\"\n";

	@TempDir
	Path temp;

	private Path home() throws Exception {
		return Files.createDirectories(temp.resolve("home"));
	}

	private static Map<String, String> bash(Path home) {
		return TempHome.environment(home, "/bin/bash");
	}

	@Test
	void readsTheEnvironmentAfterNoiseAndFindsHerdrOnTheShellsPath() throws Exception {
		Path home = home();
		TempHome.writeScript(home.resolve("tools/herdr"), FAKE_HERDR);
		Files.writeString(home.resolve(".bash_profile"), """
				echo "welcome, $USER"
				printf 'no newline at the end'
				export PATH="$HOME/tools:$PATH"
				export XDG_DATA_HOME="$HOME/data"
				export HERDR_SESSION=elsewhere
				""");
		Map<String, String> own = new HashMap<>(bash(home));
		own.put("HERDR_SOCKET_PATH", "/tmp/not-ours.sock");
		LocalExec exec = LocalExec.start(own);
		assertTrue(exec.shellAnswered(), String.valueOf(exec.shellProblem()));
		assertEquals(home.resolve("tools/herdr").toString(), exec.herdr());
		assertTrue(exec.environment().get("PATH").startsWith(home.resolve("tools").toString()));
		assertEquals(home.resolve("data").toString(), exec.environment().get("XDG_DATA_HOME"));
		List<String> childEnv = lines(exec.run(List.of("env")));
		assertTrue(childEnv.stream().noneMatch(line -> line.startsWith("HERDR_")), childEnv.toString());
	}

	@Test
	void findsHerdrOnlyInLocalBinWhenThePathLacksIt() throws Exception {
		Path home = Files.createDirectories(temp.resolve("a home with spaces"));
		Path herdr = TempHome.writeScript(home.resolve(".local/bin/herdr"), FAKE_HERDR);
		LocalExec exec = LocalExec.start(bash(home));
		assertEquals(herdr.toString(), exec.herdr());
		assertEquals(List.of("herdr at " + herdr + ": --session default ping"),
				lines(exec.run(List.of(exec.herdr(), "--session", "default", "ping"))));
	}

	static final List<String> SHELLS = Shells.LOGIN_SHELLS;

	@ParameterizedTest
	@FieldSource("SHELLS")
	void everyLoginShellAnswers(String shell) throws Exception {
		Path home = home();
		Path herdr = TempHome.writeScript(home.resolve(".local/bin/herdr"), FAKE_HERDR);
		LocalExec exec = LocalExec.start(TempHome.environment(home, Shells.require(shell)));
		assertTrue(exec.shellAnswered(), shell + ": " + exec.shellProblem());
		assertEquals(herdr.toString(), exec.herdr());
		assertEquals(home.toString(), exec.environment().get("HOME"));
	}

	@Test
	void aShellSlowerThanItsTimeIsAskedAgainOnceForAllWaitingCallers() throws Exception {
		Path home = home();
		TempHome.writeScript(home.resolve(".local/bin/herdr"), FAKE_HERDR);
		Files.writeString(home.resolve("hang"), "");
		Files.writeString(home.resolve(".bash_profile"), """
				echo run >> "$HOME/runs"
				if [ -f "$HOME/hang" ]; then sleep 30; fi
				""");
		LocalExec exec = LocalExec.start(bash(home), Duration.ofMillis(500));
		assertFalse(exec.shellAnswered());
		assertTrue(exec.shellProblem().contains("took longer"), exec.shellProblem());
		Files.delete(home.resolve("hang"));
		List<Future<String>> callers = new ArrayList<>();
		Callable<String> ask = exec::herdr;
		for (int i = 0; i < 4; i++) {
			callers.add(VirtualThreads.EXECUTOR.submit(ask));
		}
		for (Future<String> caller : callers) {
			assertEquals(home.resolve(".local/bin/herdr").toString(), caller.get());
		}
		assertEquals(2, Files.readAllLines(home.resolve("runs")).size());
	}

	@Test
	void aLookupWhoseCallerIsInterruptedEndsTheLoginShell() throws Exception {
		Path home = home();
		Files.writeString(home.resolve(".bash_profile"), "if [ -p \"$HOME/started\" ]; then echo $$ > \"$HOME/started\"; exec sleep 60; fi\n");
		LocalExec exec = LocalExec.start(bash(home));
		Path started = Fifos.make(home.resolve("started"));
		exec.forgetHerdr();
		CompletableFuture<Throwable> outcome = new CompletableFuture<>();
		Thread caller = Thread.ofVirtual().start(() -> {
			try {
				exec.herdr();
				outcome.complete(null);
			} catch (Throwable e) {
				outcome.complete(e);
			}
		});
		ProcessHandle shell = ProcessHandle.of(Long.parseLong(Files.readString(started).strip())).orElseThrow();
		caller.interrupt();
		assertInstanceOf(InterruptedException.class, outcome.get(10, TimeUnit.SECONDS));
		shell.onExit().get(5, TimeUnit.SECONDS);
	}

	@Test
	void aShellThatFailsLeavesTheOwnEnvironmentAndNoHerdr() throws Exception {
		Path home = home();
		Files.writeString(home.resolve(".bash_profile"), "echo 'profile broke' >&2; exit 3\n");
		LocalExec exec = LocalExec.start(bash(home));
		assertFalse(exec.shellAnswered());
		assertTrue(exec.shellProblem().contains("no answer"), exec.shellProblem());
		assertTrue(exec.shellProblem().contains("profile broke"), exec.shellProblem());
		assertNull(exec.herdr());
		assertEquals(home.toString(), exec.environment().get("HOME"));

		Map<String, String> noShell = bash(home);
		noShell.put("SHELL", temp.resolve("no such shell").toString());
		assertNull(LocalExec.start(noShell).herdr());
	}

	@Test
	void looksProgramsUpOnThePathAtEachRun() throws Exception {
		Path home = home();
		Files.writeString(home.resolve(".bash_profile"), "export PATH=\"$HOME/bin:$PATH\"\n");
		LocalExec exec = LocalExec.start(bash(home));
		ExecException missing = assertThrows(ExecException.class, () -> exec.run(List.of("ovvi-test-tool")));
		assertTrue(missing.getMessage().contains("not on this computer's PATH"), missing.getMessage());
		TempHome.writeScript(home.resolve("bin/ovvi-test-tool"), "#!/bin/sh\necho found\n");
		assertEquals(List.of("found"), lines(exec.run(List.of("ovvi-test-tool"))));
	}

	@Test
	void refusesNulBeforeStartingAnything() throws Exception {
		LocalExec exec = LocalExec.start(bash(home()));
		assertThrows(IllegalArgumentException.class, () -> exec.run(List.of("touch", "a\0b")));
	}

	@Test
	void aTerminalStreamThatIgnoresItsClosedStdinIsKilledAboutASecondLater() throws Exception {
		LocalExec exec = LocalExec.start(bash(home()));
		Run run = exec.run(RunKind.CONTROL_STREAM, List.of("sleep", "60"));
		long ended = System.nanoTime();
		run.end();
		assertTrue(run.awaitExit(Duration.ofSeconds(10)));
		long took = System.nanoTime() - ended;
		assertTrue(took >= Duration.ofMillis(900).toNanos() && took < Duration.ofSeconds(8).toNanos(), took / 1_000_000 + " ms");
		assertEquals(137, run.exit().get());
	}

	@Test
	void aOneShotCommandIsNotKilledForItsClosedStdinButIsOnAbort() throws Exception {
		LocalExec exec = LocalExec.start(bash(home()));
		Run run = exec.run(List.of("sleep", "60"));
		run.end();
		assertFalse(run.awaitExit(Duration.ofMillis(1500)));
		run.abort();
		assertTrue(run.awaitExit(Duration.ofSeconds(10)));
	}

	@Test
	void aCommandReadingItsStdinEndsWhenItCloses() throws Exception {
		LocalExec exec = LocalExec.start(bash(home()));
		Run run = exec.run(List.of("cat"));
		run.writeLine("typed before the close");
		run.end();
		assertEquals(List.of("typed before the close"), lines(run));
	}

	@ParameterizedTest
	@EnumSource(names = { "FOLLOWER", "OBSERVE_STREAM" })
	void aDroppedRunInTheFollowerWrapperEndsWithItsStdinAndTakesTailWithIt(RunKind kind) throws Exception {
		Path home = home();
		LocalExec exec = LocalExec.start(bash(home));
		Path log = Files.writeString(home.resolve("log"), "first\n");
		Run run = exec.run(kind, List.of("tail", "-F", log.toString()));
		assertEquals("first", run.readLine());
		List<ProcessHandle> children = ((ProcessRun) run).descendants();
		assertFalse(children.isEmpty());
		run.abort();
		assertTrue(run.awaitExit(Duration.ofSeconds(10)));
		for (ProcessHandle child : children) {
			child.onExit().get();
		}
		assertNotEquals(137, run.exit().get(), "a dropped run in the wrapper is never killed, only its stdin closed");
	}

	@Test
	void writesHomeFilesAtomicallyAndPrivately() throws Exception {
		Path home = home();
		LocalExec exec = LocalExec.start(bash(home));
		exec.write(new HomePath(".cache/ovvi/cards/state.json"), "{\"a\":1}");
		assertEquals("{\"a\":1}", exec.read(new HomePath(".cache/ovvi/cards/state.json")));
		assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve(".cache/ovvi"))));
		assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve(".cache/ovvi/cards/state.json"))));
		assertEquals(List.of("state.json"), Files.list(home.resolve(".cache/ovvi/cards")).map(p -> p.getFileName().toString()).toList());
		assertNull(exec.read(new HomePath("missing")));
	}

	static List<String> lines(Run run) throws Exception {
		List<String> lines = new ArrayList<>();
		for (String line = run.readLine(); line != null; line = run.readLine()) {
			lines.add(line);
		}
		run.exit().get();
		return lines;
	}
}
