# usage: mk.sh NAME  (runs sources/NAME.py to make NAME.pdf, then NAME.txt by pypdf)
cd "$(dirname "$0")/.." && python3 sources/$1.py $1.pdf && python3 -c "
import pypdf,sys;r=pypdf.PdfReader('$1.pdf');print(len(r.pages),'pages');open('$1.txt','w').write('\n'.join(p.extract_text() for p in r.pages))" && ls -la $1.pdf
