package ovvi.cards.git.repo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.cards.git.repo.FileChange.Area;
import ovvi.git.GitProgram;
import ovvi.git.GitSync;
import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.GitRepos;
import ovvi.testing.Sshd;

/** The card's commands on a machine reached over SSH (a real sshd on 127.0.0.1): the same argv, through the envelope. */
class RepositoryOverSshTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(false);

	private SshConnection connection;

	@AfterEach
	void disconnect() {
		if (connection != null) {
			connection.close();
		}
	}

	private GitProgram remote() throws Exception {
		connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE);
		return new GitProgram(new RemoteExec(connection));
	}

	@Test
	void awkwardNamesAreListedDiffedStagedAndCommittedRemotely() throws Exception {
		Path repo = Repos.withAwkwardFiles(SSHD.remoteHome().resolve("remote repo ü"));
		for (String name : Repos.AWKWARD) {
			Files.writeString(repo.resolve(name), "remote change\n");
		}
		Files.writeString(repo.resolve("new\nremote ✓"), "new\n");
		Repository repository = Repository.open(remote(), repo.toString());
		RepoStatus status = repository.status();
		assertEquals("main", status.branch());
		assertEquals(Repos.AWKWARD.stream().sorted().toList(), status.changes(Area.UNSTAGED).stream().map(FileChange::path).toList());
		assertEquals(List.of("new\nremote ✓"), status.changes(Area.UNTRACKED).stream().map(FileChange::path).toList());

		FileChange quoted = repository.status().changes(Area.UNSTAGED).stream().filter(c -> c.path().equals("quote'\"s.txt")).findFirst()
				.orElseThrow();
		Diff diff = repository.diff(quoted);
		assertTrue(diff.lines().stream().anyMatch(line -> line.kind() == Diff.Kind.ADDED && line.text().equals("+remote change")),
				diff.text());

		repository.stage(status.changes(Area.UNSTAGED));
		repository.stage(status.changes(Area.UNTRACKED));
		repository.commit("Remote \"commit\" ✓\n\nwith a body", false);
		assertEquals("Remote \"commit\" ✓\n\nwith a body", GitRepos.git(repo, "log", "-1", "--format=%B").strip());
		assertEquals(List.of(), repository.status().changes());
		assertEquals("Remote \"commit\" ✓", repository.log().get(0).commit().subject());
	}

	@Test
	void aMergeOnTheRemoteMachineIsSeenAndFetchRunsThere() throws Exception {
		Path home = SSHD.remoteHome();
		Path upstream = GitRepos.cloneOf(Repos.init(home.resolve("seed")), home.resolve("upstream.git"), "--bare");
		Path mine = GitRepos.cloneOf(upstream, home.resolve("mine"));
		Path theirs = GitRepos.cloneOf(upstream, home.resolve("theirs"));
		GitRepos.commit(theirs, "theirs");
		GitRepos.git(theirs, "push", "-q");

		GitProgram git = remote();
		Repository repository = Repository.open(git, mine.toString());
		assertEquals(Optional.empty(), git.sync(GitSync.FETCH, repository.top()).await(line -> {}));
		assertEquals(1, repository.status().upstream().orElseThrow().behind());

		Path merging = Repos.inMergeConflict(home.resolve("merging"));
		RepoStatus status = Repository.open(git, merging.toString()).status();
		assertEquals(RepoState.MERGING, status.state());
		assertEquals(List.of("both.txt"), status.changes(Area.CONFLICTS).stream().map(FileChange::path).toList());
	}
}
