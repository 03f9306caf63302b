package ovvi.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.testing.GitRepos;

class MachineWatchTest {

	@TempDir
	Path temp;

	private GitMachine machine;
	private GitStatusBoard board;

	@AfterEach
	void stop() throws InterruptedException {
		if (board != null) {
			board.close();
		}
		if (machine != null) {
			machine.close();
		}
		Await.until("no Perl watch left behind", () -> Processes.perlWatches().isEmpty());
	}

	@Test
	void thePerlWatchEndsAtTheEndOfItsStdinWhoeverClosedIt() throws Exception {
		// as when the app has crashed: the kernel closed the pipe, the watch reads end of input
		Process perl = new ProcessBuilder("perl", "-e", LstatProgram.text(), "0.1")
				.redirectInput(new File("/dev/null")).redirectErrorStream(true).start();
		assertTrue(perl.waitFor(10, TimeUnit.SECONDS), "the watch ended by itself");
		assertEquals(0, perl.exitValue(), new String(perl.getInputStream().readAllBytes()));
	}

	@Test
	void closingTheLastWatchEndsThePerlRunByClosingItsStdin() throws Exception {
		CountingExec exec = Machines.local(temp);
		machine = new GitMachine(exec, Machines.FAST);
		board = new GitStatusBoard(machine);
		Path repo = GitRepos.init(temp.resolve("repo"));
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		board.active(true);
		Await.until("watching", () -> board.watching(repo.toString()));
		List<ProcessHandle> perls = Processes.perlWatches();
		assertEquals(1, perls.size(), "one Perl run: " + perls);
		assertEquals(Path.of("/dev/null"), Files.readSymbolicLink(Path.of("/proc", perls.getFirst().pid() + "", "fd", "2")),
				"no stderr pipe held open for the watch's life");

		board.active(false);
		assertFalse(perls.getFirst().onExit().get(10, TimeUnit.SECONDS).isAlive());
		assertEquals(List.of(), Processes.perlWatches());
	}

	@Test
	void aWatchThatEndsStartsAgainLaterAndReadsWhatItMissed() throws Exception {
		CountingExec exec = Machines.local(temp);
		machine = new GitMachine(exec, Machines.FAST);
		board = new GitStatusBoard(machine);
		Path repo = GitRepos.init(temp.resolve("repo"));
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		board.active(true);
		Await.until("watching", () -> board.watching(repo.toString()));
		Await.until("read", () -> board.status("s").isPresent());

		// a dropped connection, or a killed watch: the machine has no watch for a while
		ProcessHandle perl = Processes.perlWatches().getFirst();
		perl.destroyForcibly();
		perl.onExit().get(10, TimeUnit.SECONDS);
		GitRepos.git(repo, "checkout", "-q", "-b", "while-away");

		Await.until("read once the watch is back",
				() -> board.status("s").map(BranchStatus::branch).orElse("").equals("while-away"));
		assertEquals(2, exec.count(CountingExec.perl()), "started again");
		assertEquals(1, exec.count(CountingExec.revParse()), "the same files, no new rev-parse");

		// and the new watch sees changes like the first
		GitRepos.git(repo, "checkout", "-q", "-b", "after");
		Await.until("the new watch saw it",
				() -> board.status("s").map(BranchStatus::branch).orElse("").equals("after"));
	}

	@Test
	void aClosedMachineWatchesNothingMore() throws Exception {
		CountingExec exec = Machines.local(temp);
		machine = new GitMachine(exec, Machines.FAST);
		machine.close();
		// as when a rev-parse that began before the close names its files after it
		machine.watch().watch(List.of(temp.toString()), new MachineWatch.Listener() {
			@Override
			public void watching() {
			}

			@Override
			public void changed() {
			}
		}).close();
		assertEquals(0, exec.count(CountingExec.perl()));
	}
}
