package ovvi.cards.explorer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/** Files read for the text and image cards on this computer, and the files they refuse. */
class FileContentTest {

	@TempDir
	Path temp;
	private Exec machine;

	@BeforeEach
	void thisComputer() throws Exception {
		machine = Machines.local(temp);
	}

	@Test
	void textComesAsItIs() throws Exception {
		Path file = Files.writeString(temp.resolve("-odd name ü.txt"), "line one\nline \"two\" ✓\n");
		assertEquals("line one\nline \"two\" ✓\n", FileContent.text(machine, file.toString()));
	}

	@Test
	void aHugeFileIsRefusedWithItsSize() throws Exception {
		Path huge = temp.resolve("huge.log");
		try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
			file.setLength(200L * 1024 * 1024); // sparse: costs no disk
		}
		ExecException refused = assertThrows(ExecException.class, () -> FileContent.text(machine, huge.toString()));
		assertEquals(huge + " is 200 MB, larger than the 5.0 MB shown as text.", refused.getMessage());
	}

	@Test
	void aBinaryFileIsNotShownAsText() throws Exception {
		Path binary = Files.write(temp.resolve("program"), new byte[] { 0x7f, 'E', 'L', 'F', 0, 0, 1 });
		ExecException refused = assertThrows(ExecException.class, () -> FileContent.text(machine, binary.toString()));
		assertEquals(binary + " is a binary file: it is not shown as text.", refused.getMessage());
	}

	@Test
	void aMissingFileAFolderAndALinkLoopAreSaidPlainly() throws Exception {
		ExecException missing = assertThrows(ExecException.class, () -> FileContent.text(machine, temp.resolve("gone").toString()));
		assertTrue(missing.getMessage().startsWith(temp.resolve("gone") + " does not exist on this computer."), missing.getMessage());
		ExecException folder = assertThrows(ExecException.class, () -> FileContent.text(machine, temp.toString()));
		assertEquals(temp + " is a folder.", folder.getMessage());
		Path loop = Files.createSymbolicLink(temp.resolve("loop"), temp.resolve("loop"));
		ExecException looped = assertThrows(ExecException.class, () -> FileContent.text(machine, loop.toString()));
		assertTrue(looped.getMessage().contains("could not be read") && looped.getMessage().contains("symbolic links"), looped.getMessage());
	}

	@Test
	void bytesComeWhole() throws Exception {
		byte[] bytes = new byte[300_000];
		new Random(1).nextBytes(bytes);
		Path file = Files.write(temp.resolve("picture.png"), bytes);
		assertArrayEquals(bytes, FileContent.bytes(machine, file.toString()));
	}

	@Test
	void sizesAreSaidAsPeopleReadThem() {
		assertEquals("512 bytes", FileContent.human(512));
		assertEquals("1.5 KB", FileContent.human(1536));
		assertEquals("200 MB", FileContent.human(200L * 1024 * 1024));
	}
}
