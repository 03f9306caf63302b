package ovvi.terminal;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;

/**
 * How many cells herdr gives a character, from the Unicode properties its width table is built
 * on: East Asian wide and fullwidth characters and emoji shown as emoji take 2, combining marks
 * and format characters 0, the rest 1.
 */
final class CellWidth {

	private CellWidth() {
	}

	static int of(int codePoint) {
		if (codePoint == 0x00AD) {
			return 1; // the soft hyphen is a format character that terminals show
		}
		int category = UCharacter.getType(codePoint);
		if (category == UCharacterCategory.NON_SPACING_MARK || category == UCharacterCategory.ENCLOSING_MARK
				|| category == UCharacterCategory.FORMAT || (codePoint >= 0x1160 && codePoint <= 0x11FF)) {
			return 0;
		}
		int eastAsian = UCharacter.getIntPropertyValue(codePoint, UProperty.EAST_ASIAN_WIDTH);
		if (eastAsian == UCharacter.EastAsianWidth.WIDE || eastAsian == UCharacter.EastAsianWidth.FULLWIDTH
				|| UCharacter.hasBinaryProperty(codePoint, UProperty.EMOJI_PRESENTATION)) {
			return 2;
		}
		return 1;
	}
}
