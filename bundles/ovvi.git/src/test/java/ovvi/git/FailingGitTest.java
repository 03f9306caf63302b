package ovvi.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.testing.GitRepos;

/** A machine without git, and a git that takes too long. */
class FailingGitTest {

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
	void aGitSlowerThanTheLimitIsEndedAndGivesNoLine() throws Exception {
		SlowGit slow = SlowGit.waiting(temp, "20");
		CountingExec exec = slow.machine(temp);
		GitTimings limit = new GitTimings(Duration.ofMillis(100), Duration.ofMinutes(10), Duration.ofMinutes(10),
				Duration.ofMillis(200));
		machine = new GitMachine(exec, limit);
		Path repo = GitRepos.init(temp.resolve("repo"));

		long start = System.nanoTime();
		assertEquals(Optional.empty(), machine.status(repo.toString(), false));
		Duration took = Duration.ofNanos(System.nanoTime() - start);
		assertTrue(took.compareTo(Duration.ofSeconds(15)) < 0, "ended at the limit, not after git's 20 s: " + took);
		Await.until("the slow git was ended", () -> !slow.running());
		assertEquals(1, exec.count(CountingExec.status()));
		assertFalse(machine.gitMissing(), "a slow git is still a git");
	}

	@Test
	void aMachineWithoutGitHasNoLinesAndAsksOneSpaceAtATime() throws Exception {
		// the login shell's PATH has env (the shell's answer needs it) and no git
		Path tools = Files.createDirectories(temp.resolve("no-git"));
		Files.writeString(tools.resolve("env"), "#!/bin/sh\nexec /usr/bin/env \"$@\"\n");
		tools.resolve("env").toFile().setExecutable(true);
		CountingExec exec = Machines.local(temp, "export PATH=\"" + tools + "\"\n");
		assertEquals(tools.toString(), ((ovvi.herdr.exec.LocalExec) exec.machine()).environment().get("PATH"));
		GitTimings often = new GitTimings(Duration.ofMillis(100), Duration.ofMillis(200), Duration.ofMillis(200),
				Duration.ofSeconds(5));
		machine = new GitMachine(exec, often);
		board = new GitStatusBoard(machine);
		List<String> told = new CopyOnWriteArrayList<>();
		board.addListener((space, status) -> told.add(space));
		List<SpaceRoot> spaces = new ArrayList<>();
		for (int i = 0; i < 10; i++) {
			spaces.add(new SpaceRoot("s" + i, GitRepos.init(temp.resolve("repo" + i)).toString()));
		}
		board.spaces(spaces);
		board.active(true);
		Await.until("git found missing", machine::gitMissing);
		long first = exec.count();
		assertTrue(first <= GitRuns.AT_ONCE, "the runs that began together, no more: " + first);

		Await.until("three more periodic reads", () -> exec.count() >= first + 3);
		board.active(false);
		long asked = exec.count() - first;
		assertTrue(asked <= 6, "one space per period, and no rev-parse while git is missing: " + asked);
		assertEquals(List.of(), told, "no line to show, nothing to tell");
		spaces.forEach(space -> assertEquals(Optional.empty(), board.status(space.spaceId())));
		assertEquals(0, exec.count(CountingExec.perl()), "no repository found, no watch");
		assertTrue(machine.gitMissing());
	}

	@Test
	void aRootThatIsNoFolderGivesNoLine() throws Exception {
		machine = new GitMachine(Machines.local(temp), Machines.FAST);
		assertEquals(Optional.empty(), machine.status(temp.resolve("missing").toString(), false));
		assertEquals(Optional.empty(), machine.status("with\0nul", false));
		assertEquals(Optional.empty(), machine.gitFiles(temp.toString()));
		assertFalse(machine.gitMissing(), "git ran and said no");
	}
}
