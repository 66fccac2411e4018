~VERSION INFORMATION
VERS.  3.0                                                      :CWLS LOG ASCII STANDARD - VERSION 3.0
WRAP.  NO                                                       :ONE LINE PER STEP
DLM .  TAB                                                      :DELIMITING CHARACTER BETWEEN DATA COLUMNS
PROD.  Dummy Corp.                                              :LAS Producer
PROG.  Dummy Prog.                                              :LAS Program name
CREA.  01/01/2001                                               :LAS Creation date  {MM/DD/YYYY}
~WELL INFORMATION BLOCK
#MNEM                   .UNIT              DATA                 DESCRIPTION OF MNEMONIC
#----                   -----              ----                 -----------------------
STRT                    .ft                18400.0000           :START DEPTH
STOP                    .ft                22888.0000           :STOP DEPTH
STEP                    .ft                1.00                 :STEP VALUE
NULL                    .                  -999.25              :NULL VALUE
COMP                    .                  DUMMY COMP           :COMPANY NAME
WELL                    .                  DUMMY WELL                 :WELL NAME
FLD                     .                  DUMMY FIELD          :FIELD NAME
RIGN                    .                  DUMMY RIG            :RIG NAME
RIGTYP                  .                  DUMMY RIG            :RIG TYPE
SON                     .                                       :Service Order Number
SRVC                    .                  DUMMY CORP           :SERVICE COMPANY NAME
SRVL                    .                  Mud Logging          :SERVICE LINE NAME
LOGC                    .                  Geoservices          :LOGGING COMPANY NAME
DEGT                    .                  GZG                  :DEGASSER TYPE NAME
DETT                    .                  Reserval V2          :DEECTOR TYPE NAME
APPC                    .                                       :APPLIED CORRECTIONS
DATE                    .                  01/01/2001 1:30 PM   :DATE
CLAB                    .                  DUMMY COUNTRY        :County label
SLAB                    .                  DUMMY STATE          :State/Province label
PROV                    .                                       :State or Province
CTRY                    .                  DUMMY COUNTRY        :COUNTRY
CONT_REGION             .                                       :Continent Region
SECT                    .                                       :Section
TOWN                    .                                       :Township
RANGE                   .                                       :Range
API                     .                  99999999999999       :API Number
UWI                     .                                       :UNIQUE WELL IDENTIFIER
LUL                     .                                       :Logging Unit Location
LUN                     .                  DUMMY NUMBER         :Logging Unit Number
LOC                     .                                       :Field Location
FL1                     .                                       :Field Location line 1
FL2                     .                                       :Field Location line 2
LATI                    .deg                                    :Latitude
LONG                    .deg                                    :Local Permanent Datum
PDAT                    .                                       :Geodetic Datum
GDAT                    .                                       :Geodetic Datum
LMF                     .                                       :Logging Measured From
APD                     .ft                                     :Elevation of Depth Reference (LMF) above Permanent Datum
EPD                     .ft                                     :Elevation of Permanent Datum (PDAT) above Mean Sea Level
EKD                     .ft                                     :Elevation of Kelly Bushing above Permanent Datum
EDF                     .ft                                     :Elevation of Drill Floor above Permanent Datum
~Drilling_Definition
#MNEM                   .UNIT              API CODE             CURVE DESCRIPTION
#----                   -----              --------             -----------------
Depth                   .ft                                     :Depth
Total_Vertical_Depth    .ft                                     :Total Vertical Depth (ft)   {F}
Recording_date          .unitless                               :Recording date{MM/dd/yyyy HH:mm:ss}
Clay-S                  .%                                      :Clay-shale (Code 300)   {F}
Sand-FSS                .%                                      :Fine sandstone (Code 405)   {F}
Sand-SIS                .%                                      :Silstone (Code 404)   {F}
#
#-----------------------------------------------------------
# Depth(ft)	Total Vertical Depth (ft)	     Recording date	Clay-S (%)	Sand-FSS (%)	Sand-SIS (%)
#-----------------------------------------------------------
~Drilling_Data | Drilling_Definition
     18400.0000	               17146.7959	03/29/2021 13:00:31	     100.0	     -999.25	     -999.25
     18401.0000	               17147.6627	03/29/2021 13:01:20	     100.0	     -999.25	     -999.25
     18402.0000	               17148.5294	03/29/2021 13:01:37	     100.0	     -999.25	     -999.25
     18403.0000	               17149.3961	03/29/2021 13:02:00	     100.0	     -999.25	     -999.25
     18404.0000	               17150.2628	03/29/2021 13:02:17	     100.0	     -999.25	     -999.25
