package ovvi.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.GitRepos;
import ovvi.testing.Sshd;

/** The same status and watch on a machine reached over SSH (a real sshd on 127.0.0.1). */
class RemoteWatchTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(true);

	private SshConnection connection;
	private GitMachine machine;
	private GitStatusBoard board;

	@AfterEach
	void stop() {
		if (board != null) {
			board.close();
			machine.close();
		}
		if (connection != null) {
			connection.close();
		}
	}

	/** The remote login shell's startup file; ssh's own command shell does not read it. */
	private static void remoteProfile(String text) throws Exception {
		Files.writeString(SSHD.remoteHome().resolve(".bash_profile"), text);
	}

	@Test
	void aRemoteRepositoryIsReadAndWatchedThroughOnePerlRun() throws Exception {
		remoteProfile("");
		connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE);
		CountingExec exec = new CountingExec(new RemoteExec(connection));
		machine = new GitMachine(exec, Machines.FAST);
		board = new GitStatusBoard(machine);
		Path repo = GitRepos.init(SSHD.remoteHome().resolve("remote repo ü"));
		GitRepos.git(repo, "checkout", "-q", "--detach");
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		board.active(true);
		String commit = GitRepos.git(repo, "rev-parse", "--short=7", "HEAD").strip();
		Await.until("the detached head", () -> board.status("s").map(BranchStatus::branch).orElse("").equals(commit));
		Await.until("watching", () -> board.watching(repo.toString()));
		Await.until("the first read ended", () -> !board.reading("s"));
		long reads = exec.count(CountingExec.status());

		GitRepos.git(repo, "checkout", "-q", "-b", "over-ssh");
		Await.until("the change seen over SSH",
				() -> board.status("s").map(BranchStatus::branch).orElse("").equals("over-ssh"));
		assertEquals(reads + 1, exec.count(CountingExec.status()), "one read for one change");
		assertEquals(1, exec.count(CountingExec.perl()));
		List<ProcessHandle> watches = Processes.remotePerlWatches();
		assertEquals(1, watches.size(), "one Perl run on the machine: " + watches);

		// closing its stdin over the channel ends it on the machine
		board.active(false);
		assertFalse(watches.getFirst().onExit().get(10, TimeUnit.SECONDS).isAlive());
	}

	@Test
	void aDroppedConnectionEndsTheRemoteWatchWhichStartsAgainAndReadsWhatItMissed() throws Exception {
		remoteProfile("");
		connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE);
		CountingExec exec = new CountingExec(new RemoteExec(connection));
		machine = new GitMachine(exec, Machines.FAST);
		board = new GitStatusBoard(machine);
		Path repo = GitRepos.init(SSHD.remoteHome().resolve("dropped"));
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		board.active(true);
		Await.until("watching", () -> board.watching(repo.toString()));
		Await.until("read", () -> board.status("s").isPresent());
		ProcessHandle first = Processes.remotePerlWatches().getFirst();

		connection.close();
		// sshd closes the command's pipes: the watch on the machine reads the end of its stdin
		assertFalse(first.onExit().get(10, TimeUnit.SECONDS).isAlive());
		GitRepos.git(repo, "checkout", "-q", "-b", "while-dropped");
		Await.until("read once after the watch came back",
				() -> board.status("s").map(BranchStatus::branch).orElse("").equals("while-dropped"));
		assertEquals(2, exec.count(CountingExec.perl()), "the watch started again on a new connection");
		assertEquals(1, Processes.remotePerlWatches().size());
	}

	@Test
	void gitComesFromTheRemoteLoginShellsPath() throws Exception {
		Path tools = Files.createDirectories(SSHD.remoteHome().resolve("git tools"));
		Path log = SSHD.remoteHome().resolve("git.log");
		Files.writeString(tools.resolve("git"), "#!/bin/sh\nprintf '%s\\n' \"$*\" >> \"$HOME/git.log\"\nexec /usr/bin/git \"$@\"\n");
		tools.resolve("git").toFile().setExecutable(true);
		remoteProfile("echo noise from the profile\nexport PATH=\"$HOME/git tools:$PATH\"\n");
		connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE);
		machine = new GitMachine(new RemoteExec(connection), Machines.FAST);
		Path repo = GitRepos.init(SSHD.remoteHome().resolve("login path"));
		assertEquals("main", machine.status(repo.toString(), false).orElseThrow().branch());
		assertTrue(Files.readString(log).contains("status --porcelain=v2"), Files.readString(log));
		// Fetch runs the same git, and its argv arrives whole: the folder's space is no separator
		assertEquals(Optional.empty(), machine.sync(GitSync.FETCH, repo.toString()).await(line -> {}));
		assertTrue(Files.readString(log).contains("-C " + repo + " fetch --progress"), Files.readString(log));
	}

	@Test
	void aRemoteMachineWhoseLoginShellHasNoGitHasNoLines() throws Exception {
		Path empty = Files.createDirectories(SSHD.remoteHome().resolve("empty"));
		remoteProfile("export PATH=\"" + empty + "\"\n");
		connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE);
		CountingExec exec = new CountingExec(new RemoteExec(connection));
		machine = new GitMachine(exec, Machines.FAST);
		board = new GitStatusBoard(machine);
		Path repo = GitRepos.init(SSHD.remoteHome().resolve("unseen"));
		board.spaces(List.of(new SpaceRoot("a", repo.toString()), new SpaceRoot("b", repo.toString())));
		board.active(true);
		Await.until("git found missing", machine::gitMissing);
		Await.until("the reads ended", () -> !board.reading("a") && !board.reading("b"));
		assertEquals(Optional.empty(), board.status("a"));
		assertEquals(0, exec.count(CountingExec.status()), "no git run without a git");
		assertEquals(0, exec.count(CountingExec.perl()), "no repository found, no watch");
	}
}
