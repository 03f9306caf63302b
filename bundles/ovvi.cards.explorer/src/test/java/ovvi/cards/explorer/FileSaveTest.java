package ovvi.cards.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/** Text cards' saves on this computer: atomic, compared with what was read, nothing lost on a refusal. */
class FileSaveTest {

	@TempDir
	Path temp;
	private Exec machine;
	private Path dir;

	@BeforeEach
	void thisComputer() throws Exception {
		machine = Machines.local(temp);
		dir = Files.createDirectories(temp.resolve("folder 'ü'\nline"));
	}

	@Test
	void aSaveWritesTheTextWholeKeepsTheModeAndLeavesNoTemporaryFile() throws Exception {
		Path file = Files.writeString(dir.resolve("-notes \"q\".txt"), "old\n");
		Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
		FileText read = FileContent.editable(machine, file.toString());
		assertTrue(read.utf8());
		String text = "new line ✓\n'quotes' \"and\" $HOME `x`\n".repeat(2000);
		String stamp = FileSave.save(machine, file.toString(), text, read.stamp());
		assertEquals(text, Files.readString(file));
		assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
		assertEquals(List.of("-notes \"q\".txt"), names(dir));
		assertNotEquals(read.stamp(), stamp);
		assertEquals(stamp, FileContent.editable(machine, file.toString()).stamp(), "the new stamp is the file's");
		FileSave.save(machine, file.toString(), "", stamp);
		assertEquals("", Files.readString(file));
	}

	@Test
	void aFileChangedSinceItWasReadIsNotOverwrittenUnlessTheUserSaysSo() throws Exception {
		Path file = Files.writeString(dir.resolve("shared.txt"), "as read\n");
		FileText read = FileContent.editable(machine, file.toString());
		Files.writeString(file, "theirs, written meanwhile\n");
		FileSave.ChangedOnDisk changed = assertThrows(FileSave.ChangedOnDisk.class,
				() -> FileSave.save(machine, file.toString(), "mine\n", read.stamp()));
		assertEquals(file.toString().replace("\n", "⏎") + " changed on this computer since it was read.", changed.getMessage());
		assertEquals("theirs, written meanwhile\n", Files.readString(file), "theirs is kept");
		assertEquals(List.of("shared.txt"), names(dir));

		FileSave.save(machine, file.toString(), "mine\n", null);
		assertEquals("mine\n", Files.readString(file), "overwritten when the user says so");
	}

	@Test
	void aFileDeletedSinceItWasReadIsAskedAboutToo() throws Exception {
		Path file = Files.writeString(dir.resolve("gone.txt"), "x");
		FileText read = FileContent.editable(machine, file.toString());
		Files.delete(file);
		assertThrows(FileSave.ChangedOnDisk.class, () -> FileSave.save(machine, file.toString(), "mine", read.stamp()));
		assertFalse(Files.exists(file));
	}

	@Test
	void aFolderNoOneMayWriteInRefusesWithTheReasonAndTheFileStays() throws Exception {
		// sysfs refuses new entries even to root, so this runs whoever runs the tests
		ExecException refused = assertThrows(ExecException.class, () -> FileSave.save(machine, "/sys/kernel/ovvi-test", "x", null));
		assertTrue(refused.getMessage().startsWith("/sys/kernel/ovvi-test could not be saved on this computer: it is as it was. ("),
				refused.getMessage());
	}

	@Test
	void aFileThatIsNotUtf8IsSaidSo() throws Exception {
		Path file = Files.write(dir.resolve("latin1.txt"), new byte[] { 'c', 'a', 'f', (byte) 0xe9, '\n' });
		assertFalse(FileContent.editable(machine, file.toString()).utf8());
	}

	private static List<String> names(Path dir) throws Exception {
		try (var entries = Files.list(dir)) {
			return entries.map(path -> path.getFileName().toString()).sorted().toList();
		}
	}
}
