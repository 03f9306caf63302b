package ovvi.cards.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.exec.ExecException;
import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/** The same file operations and saves on a machine reached over SSH (a real sshd on 127.0.0.1). */
class FileOperationsOverSshTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(false);

	private SshConnection connection;
	private RemoteExec machine;
	private Path dir;

	@BeforeEach
	void connect() throws Exception {
		connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE);
		machine = new RemoteExec(connection);
		dir = Files.createDirectories(SSHD.remoteHome().resolve("remote folder ü"));
	}

	@AfterEach
	void disconnect() {
		connection.close();
	}

	@Test
	void awkwardNamesAreMadeRenamedAndDeletedOnTheHost() throws Exception {
		for (String name : Folders.NAMES) {
			FileOperations.newFile(machine, dir.toString(), name);
			assertTrue(Files.isRegularFile(dir.resolve(name)), name);
			FileOperations.rename(machine, dir.toString(), name, name + " ✓");
			assertTrue(Files.exists(dir.resolve(name + " ✓")), name);
			FileOperations.delete(machine, dir.toString(), name + " ✓");
			assertFalse(Files.exists(dir.resolve(name + " ✓")), name);
		}
		FileOperations.newFolder(machine, dir.toString(), "line\nbreak 'folder'");
		assertTrue(Files.isDirectory(dir.resolve("line\nbreak 'folder'")));
	}

	@Test
	void aTakenNameOnTheHostIsRefusedAndKept() throws Exception {
		Files.writeString(dir.resolve("kept \"q\".txt"), "kept");
		Files.writeString(dir.resolve("other"), "other");
		ExecException taken = assertThrows(ExecException.class, () -> FileOperations.newFile(machine, dir.toString(), "kept \"q\".txt"));
		assertTrue(taken.getMessage().contains("could not be made on " + Sshd.ALIAS + ": "), taken.getMessage());
		assertTrue(taken.getMessage().endsWith("already exists. Nothing was changed."), taken.getMessage());
		assertThrows(ExecException.class, () -> FileOperations.rename(machine, dir.toString(), "other", "kept \"q\".txt"));
		assertEquals("kept", Files.readString(dir.resolve("kept \"q\".txt")));
		assertEquals("other", Files.readString(dir.resolve("other")));
	}

	@Test
	void aFolderNoOneMayWriteInOnTheHostGivesItsReason() {
		ExecException refused = assertThrows(ExecException.class, () -> FileOperations.newFolder(machine, "/sys", "ovvi-test"));
		assertTrue(refused.getMessage().startsWith("The folder /sys/ovvi-test could not be made on " + Sshd.ALIAS + ". ("),
				refused.getMessage());
	}

	@Test
	void aSaveOnTheHostIsAtomicAndAFileChangedThereIsKept() throws Exception {
		Path saves = Files.createDirectories(dir.resolve("saves"));
		Path file = Files.writeString(saves.resolve("remote \"notes\" ✓.txt"), "as read\n");
		FileText read = FileContent.editable(machine, file.toString());
		String stamp = FileSave.save(machine, file.toString(), "mine ✓\n$(echo no) 'q'\n", read.stamp());
		assertEquals("mine ✓\n$(echo no) 'q'\n", Files.readString(file));
		try (var entries = Files.list(saves)) {
			assertEquals(1, entries.count(), "no temporary file is left");
		}

		Files.writeString(file, "theirs\n");
		assertThrows(FileSave.ChangedOnDisk.class, () -> FileSave.save(machine, file.toString(), "mine again\n", stamp));
		assertEquals("theirs\n", Files.readString(file));
	}

	@Test
	void aRemoteFileIsDownloadedUnderAFreeNameAndNothingHereIsOverwritten(@org.junit.jupiter.api.io.TempDir Path here) throws Exception {
		byte[] bytes = new byte[70_000];
		new java.util.Random(3).nextBytes(bytes);
		Path remote = Files.write(Files.createDirectories(dir.resolve("downloads")).resolve("picture 'ü'.png"), bytes);
		Files.writeString(here.resolve("picture 'ü'.png"), "mine");
		Path downloaded = Download.toFolder(machine, remote.toString(), here);
		assertEquals(here.resolve("picture 'ü' (2).png"), downloaded);
		org.junit.jupiter.api.Assertions.assertArrayEquals(bytes, Files.readAllBytes(downloaded));
		assertEquals("mine", Files.readString(here.resolve("picture 'ü'.png")));
		try (var entries = Files.list(here)) {
			assertEquals(2, entries.count(), "no temporary file is left");
		}
	}
}
