package ovvi.cards.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.exec.ExecException;
import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.GitRepos;
import ovvi.testing.Sshd;

/** The same listing, git letters and file reads on a machine reached over SSH (a real sshd on 127.0.0.1). */
class ListingOverSshTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(false);

	private SshConnection connection;

	@AfterEach
	void disconnect() {
		if (connection != null) {
			connection.close();
		}
	}

	private RemoteExec remote(String alias) throws Exception {
		connection = new SshConnection(alias, SshdSettings.of(SSHD), HostKeyTrust.REFUSE);
		return new RemoteExec(connection);
	}

	@Test
	void aRemoteFolderIsListedWithItsAwkwardNamesAndGitLetters() throws Exception {
		Path repo = GitRepos.init(SSHD.remoteHome().resolve("remote repo ü"));
		Folders.awkward(repo.resolve("awkward"));
		Files.writeString(repo.resolve("untracked ✓"), "new");
		RemoteExec machine = remote(Sshd.ALIAS);

		TreeSet<String> names = new TreeSet<>(FolderListing.list(machine, repo.resolve("awkward").toString()).stream().map(Entry::name).toList());
		TreeSet<String> expected = new TreeSet<>(Folders.NAMES);
		expected.addAll(List.of("sub folder", "loop", "to sub"));
		assertEquals(expected, names);
		assertEquals(Map.of("untracked ✓", "?", "awkward", "?"), GitLetters.of(machine, repo.toString()));
		assertEquals("content of line\nbreak", FileContent.text(machine, repo.resolve("awkward/line\nbreak").toString()));
	}

	@Test
	void aMissingRemoteFolderNamesTheHost() throws Exception {
		ExecException missing = assertThrows(ExecException.class,
				() -> FolderListing.list(remote(Sshd.ALIAS), SSHD.remoteHome().resolve("gone").toString()));
		assertTrue(missing.getMessage().contains("does not exist on " + Sshd.ALIAS), missing.getMessage());
	}

	@Test
	void aHostThatWentAwaySaysSo() throws Exception {
		try (var config = SSHD.config().appending("Host gone\n  HostName 127.0.0.1\n  Port " + Sshd.freePort() + "\n")) {
			ExecException gone = assertThrows(ExecException.class, () -> FolderListing.list(remote("gone"), "/"));
			assertTrue(gone.getMessage().startsWith("gone cannot be reached"), gone.getMessage());
		}
	}
}
