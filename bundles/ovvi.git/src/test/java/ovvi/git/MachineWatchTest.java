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

	@Test
	void aShallowWatchSeesAnEntryMadeInItsFolderButNotInTheFoldersUnderIt() throws Exception {
		machine = new GitMachine(Machines.local(temp), Machines.FAST);
		Path folder = Files.createDirectories(temp.resolve("explored ü/sub"));
		Path explored = folder.getParent();
		java.util.concurrent.CountDownLatch watching = new java.util.concurrent.CountDownLatch(1);
		java.util.concurrent.atomic.AtomicInteger changes = new java.util.concurrent.atomic.AtomicInteger();
		MachineWatch.Handle handle = machine.watch().watch(List.of(explored.toString()), true, new MachineWatch.Listener() {
			@Override
			public void watching() {
				watching.countDown();
			}

			@Override
			public void changed() {
				changes.incrementAndGet();
			}
		});
		assertTrue(watching.await(10, TimeUnit.SECONDS), "the first lstat is taken");
		// the sub folder's change lands before the folder's own, in the same check or an earlier one
		Files.writeString(folder.resolve("deep.txt"), "x");
		Files.writeString(explored.resolve("new 'file'\n✓"), "x");
		Await.until("the new entry is seen", () -> changes.get() > 0);
		handle.close();
		assertEquals(1, changes.get(), "only the folder's own change counts");

		// and the card's way in, through the machine
		java.util.concurrent.CountDownLatch told = new java.util.concurrent.CountDownLatch(1);
		FolderWatch cardWatch = machine.watchFolder(explored.toString(), told::countDown);
		// the group's first lstat has no signal here: entries are made until one is told
		java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
		Await.until("a made entry is told", () -> {
			try {
				Files.createFile(explored.resolve("made " + made.incrementAndGet()));
			} catch (java.io.IOException failed) {
				throw new java.io.UncheckedIOException(failed);
			}
			return told.getCount() == 0;
		});
		cardWatch.close();
	}
}
